/**
 * Hands a file made in the page to the browser's download (no server round trip: what the person
 * may read is already what row security let through). The object URL lives until the click is
 * done, then is released.
 */
export function download(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
