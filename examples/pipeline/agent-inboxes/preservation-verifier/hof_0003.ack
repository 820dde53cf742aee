{
  "handoff_id": "hof_0003",
  "acknowledged_by": "preservation-verifier",
  "timestamp": "2026-06-15T14:22:02Z",
  "ready_to_proceed": true
}
