/** What this process does, from KOMA_ROLE: serve the API, run background work, or both. */
export class Runtime {
  constructor(
    readonly servesApi: boolean,
    readonly runsWorkers: boolean,
  ) {}
}
