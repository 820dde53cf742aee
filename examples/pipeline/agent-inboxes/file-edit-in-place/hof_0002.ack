{
  "handoff_id": "hof_0002",
  "acknowledged_by": "file-edit-in-place",
  "timestamp": "2026-06-15T14:17:21Z",
  "ready_to_proceed": true
}
