/**
 * Largest profile image, in KB: core's ImageUpload caps the data URL at 7,000,000 characters, and base64 turns
 * 3 bytes into 4, so 5,120 KB (6,990,507 characters plus the `data:` header) is the largest round size that fits.
 */
export const MAX_IMAGE_KB = 5_120;
