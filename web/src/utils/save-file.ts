/**
 * Saves a file under a name. A same-site file is fetched first so the browser keeps the given name
 * (and so the in-browser mock backend can answer it: a plain link's navigation would pass it by);
 * if fetching fails the file opens in a new tab instead.
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.download = fileName;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    link.href = URL.createObjectURL(await response.blob());
  } catch {
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
  if (link.href.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The name a downloaded invoice is saved under. */
export const invoiceFileName = (invoiceNumber: string): string => `fatura-${invoiceNumber}.pdf`;
