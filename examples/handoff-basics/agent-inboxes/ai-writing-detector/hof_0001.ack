{
  "handoff_id": "hof_0001",
  "acknowledged_by": "ai-writing-detector",
  "timestamp": "2026-06-15T14:15:42Z",
  "ready_to_proceed": true
}
