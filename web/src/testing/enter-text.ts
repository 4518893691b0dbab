import type { UserEvent } from '@testing-library/user-event';

/**
 * A whole value entered at once, as pasting or the browser's autofill does: one input event instead
 * of one per character. For fields whose test is about what is sent or shown, not about typing; each
 * keystroke re-renders a MUI form in React's development build, which is slow in jsdom.
 */
export async function enterText(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}
