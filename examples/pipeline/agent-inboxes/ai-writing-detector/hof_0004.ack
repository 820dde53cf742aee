{
  "handoff_id": "hof_0004",
  "acknowledged_by": "ai-writing-detector",
  "timestamp": "2026-06-15T14:30:19Z",
  "ready_to_proceed": true
}
