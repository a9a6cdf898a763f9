// The groups `help` lists the commands in.

/// The groups of `help`, in the order of docs/language.md §3.
enum CommandGroup: String, Sendable, CaseIterable {
  case snapshotEditing = "Snapshot editing (working snapshot)"
  case sectionSnapshots = "Section snapshots (outline)"
  case applying = "Applying and interacting"
  case updateLab = "The update lab: classic data sources and hand-written batch updates"
  case inspecting = "Inspecting"
  case scripts = "Scripts and session"
  case assertions = "Assertions (scripts as tests)"
}
