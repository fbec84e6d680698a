import type { ChildProcess } from 'node:child_process';

export declare const FIRST_PORT: number;
export declare function freePort(): Promise<number>;
export declare function stopProcess(child: ChildProcess | null | undefined): Promise<void>;
