// Cron: thin triggers only. Per-entity deadlines are Temporal timers, never cron scans.
export async function handleScheduled(_cron: string, _env: Env): Promise<void> {}
