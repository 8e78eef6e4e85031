"""Posts: drafts from engine results, the approval lifecycle, publishing."""
