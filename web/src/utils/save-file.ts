/** Saves a file under a name; a same-site file is fetched first so the browser keeps the given name. */
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
