/** A timestamp column as the API writes it (ISO 8601, UTC), whether the driver gave a Date or a string. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
