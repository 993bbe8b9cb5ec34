export declare const REDIS_DOWN_MESSAGE: string;
export declare const REDIS_BACK_MESSAGE: string;
