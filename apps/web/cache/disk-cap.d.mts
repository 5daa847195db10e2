/** Types of disk-cap.mjs (the size cap of the embedded page cache on disk). */
export const LOW_WATER_RATIO: number;

/** The two folders whose files the cap counts, for Next's `serverDistDir`. */
export function cacheFolders(serverDistDir: string): { pages: string; data: string };

export type DiskCap = {
  noteWritten(mainFile: string): void;
  totalBytes(): number;
  settled(): Promise<void>;
};

export function createDiskCap(options: {
  serverDistDir: string;
  capBytes: number;
  lowWaterRatio?: number;
}): DiskCap;

export function diskCapFor(serverDistDir: string): DiskCap;
