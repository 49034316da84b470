/**
 * A camera photo made small enough to keep on the phone and to send over a weak network: the longest
 * side at most 1600 px, JPEG. A photo already small, or one the browser cannot decode (some HEIC), is
 * kept as it is (the server checks the type from the bytes).
 */
const MAX_SIDE = 1600;
const SHRINK_ABOVE_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

export async function shrinkPhoto(file: File): Promise<{ type: string; bytes: ArrayBuffer }> {
  const original = { type: file.type || 'image/jpeg', bytes: await file.arrayBuffer() };
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return original;
    return { type: 'image/jpeg', bytes: await blob.arrayBuffer() };
  } catch {
    return original;
  }
}
