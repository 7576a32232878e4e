/** The IANA time zone this device is set to, e.g. "Europe/London". */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
