/**
 * The browser's error log, by severity (SPEC-COVERAGE §8): critical and high errors are logged as errors,
 * medium and low ones as warnings, each tagged with its level so a console or a log collector
 * can sort them. Errors of the app's initialisation are critical whatever their status.
 */
import { type ErrorLike, type ErrorSeverity, errorSeverity } from './errors.ts';

export type ErrorConsole = Pick<Console, 'error' | 'warn'>;
export type LogError = (message: string, error: unknown, context?: Pick<ErrorLike, 'phase'>) => void;

const CONSOLE_LEVEL: Record<ErrorSeverity, keyof ErrorConsole> = {
  critical: 'error',
  high: 'error',
  medium: 'warn',
  low: 'warn',
};

const errorLike = (error: unknown): ErrorLike =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : { message: String(error) };

export function createErrorLog(out: ErrorConsole): LogError {
  return (message, error, context) => {
    const severity = errorSeverity({ ...errorLike(error), ...context });
    out[CONSOLE_LEVEL[severity]](`[${severity}] ${message}`, error);
  };
}

export const logError: LogError = createErrorLog(console);
