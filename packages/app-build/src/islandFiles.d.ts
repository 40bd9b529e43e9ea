/** Where the build writes which file each island's entry became, beside `build/client`. */
export declare const ISLAND_FILES: string;
