/**
 * Saves text as a file through the browser's download, which works the same in Electron
 * and in a normal browser tab and needs no file-system access in the renderer.
 */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some engines; a moment later is safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
