/** Offers a text or bytes as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click was handled; revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers a JSON text as a file download (UTF-8). */
export const downloadJson = (fileName: string, json: string) =>
  downloadBlob(fileName, new Blob([json], { type: "application/json;charset=utf-8" }));
