/** Types of runtime-env.mjs, the one reader of the process's environment. */
export declare const ENV_DEFAULTS: Readonly<{
  PLATFORM_DOMAIN: "localhost";
  DATA_DIR: ".data";
  REDIS_KEY_PREFIX: "forecourt:";
  PAGE_CACHE_DISK_MB: 1024;
  STOP_DRAIN_MS: 5000;
}>;
export declare const EMBEDDED_CACHE_FOLDERS: readonly string[];
export function processEnv(): NodeJS.ProcessEnv;
export function logFormat(): string;
export function platformDomain(): string;
export function dataDir(): string;
export function databaseUrl(): string | undefined;
export function frontCachePurge(): string | undefined;
export function redisUrl(): string | undefined;
export function redisKeyPrefix(): string;
export function pageCacheDiskMb(): number;
export function stopDrainMs(): number;
export function isProduction(): boolean;
export function isDevelopment(): boolean;
export function isNextBuild(): boolean;
export function serverPort(): string | undefined;
export declare const WRAPPER_PID_VARIABLE: "FORECOURT_PARENT_PID";
export declare function wrapperPid(): string | undefined;
