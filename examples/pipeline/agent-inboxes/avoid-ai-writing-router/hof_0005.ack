{
  "handoff_id": "hof_0005",
  "acknowledged_by": "avoid-ai-writing-router",
  "timestamp": "2026-06-15T14:27:51Z",
  "ready_to_proceed": true
}
