// The update lab (docs/language.md §8): its state, the dispatch of its commands, the classic data source that
// replaces the diffable one, the model edits it records and the view's count question. Its concerns live beside it:
// ClassicDataSource.swift (the plain data source and the view's calls), Session+Batches.swift (`reload-data`, `batch
// … commit|cancel`, a view call), Session+OutOfSync.swift (what the view shows against the model) and
// Session+InjectedBugs.swift (`inject-bug`). Every failure leaves the model and the view as they were; the session
// reports facts (RejectedBatch, OutOfSyncReport), the renderers word them.

import ListKit
import Lists

/// The state of the update lab: model edits the view has not been told about, an open batch, the injected bug.
struct LabState: Sendable, Equatable {
  /// Model edits since a classic view last read the model (`reload-data` or an accepted batch).
  var unsyncedEdits: [ModelEdit] = []
  /// The open `batch`, if any.
  var batch: OpenBatch?
  /// The mistake the app's cell provider makes (`inject-bug`), whichever data source is installed.
  var bug: InjectedBug?

  /// A `batch` being written: the model as it was, and what the app did since, in order.
  struct OpenBatch: Sendable, Equatable {
    /// The model when `batch` ran (restored by `cancel` and by a rejected `commit`).
    var modelBefore: DiffableDataSourceSnapshot<String, AnyItem>
    /// Model edits the view had not been told about when `batch` ran.
    var editsBefore: [ModelEdit]
    var edits: [ModelEdit] = []
    var calls: [ViewCall] = []
  }
}

extension Session {
  /// Runs a command of the update lab.
  func performLab(_ command: LabCommand) throws(ShellError) {
    switch command {
    case .dataSource(let kind): replaceDataSource(kind)
    case .reloadData: try classicReloadData()
    case .beginBatch: try beginBatch()
    case .commitBatch: try commitBatch()
    case .cancelBatch: try cancelBatch()
    case .viewCall(let call, let words): try viewCall(call, words: words)
    case .numberOfItems(let section, let words): try numberOfItems(inSection: section, words: words)
    case .injectBug(let bug): try injectBug(bug)
    }
  }

  /// The classic data source, when one is installed (`data-source classic`).
  var classicDataSource: ClassicDataSource? { dataSource as? ClassicDataSource }

  /// `data-source classic|diffable`: a new data source of that kind with a new, empty view of the current kind. The
  /// state is kept; what the new view cannot show is dropped, with a warning naming it.
  func replaceDataSource(_ kind: DataSourceKind) {
    let dropped = install(view: view.kind, dataSource: kind)
    record(.dataSourceReplaced(kind, view: view.kind))
    if let dropped { record(.warning(.droppedSectionSnapshots(dropped))) }
  }

  /// `number-of-items N` / `number-of-rows N`: the app asks the view for a section's count (R17 when it has none).
  func numberOfItems(inSection section: Int, words: ViewKind) throws(ShellError) {
    try requireViewWords(words) { .lab(.numberOfItems(section: section, words: $0)) }
    let kind = view.kind
    do {
      let count = try view.numberOfRows(inSection: section)
      record(.note(.viewCount(section: section, count: count, view: kind)))
    } catch {
      throw .rejectedBatch(rejection(error, calls: [], implicit: true))
    }
  }

  /// Refuses a command written in the other view's words (`delete-rows-at` on a collection view): `command` is the
  /// command in the words of a view of the kind it is given.
  func requireViewWords(_ words: ViewKind, of command: (_ words: ViewKind) -> SessionCommand) throws(ShellError) {
    let written = command(words).name
    let correct = command(view.kind).name
    if written != correct { throw .wrongViewWords(command: written, correct: correct) }
  }

  /// Records a model edit of a classic data source (what it changed, for explanations), inside a batch or not.
  func recordModelEdit(_ command: SessionCommand, before: Snapshot) {
    let after = working
    var changes: [String: Int] = [:]
    let oldSections = Set(before.sectionIdentifiers)
    let newSections = Set(after.sectionIdentifiers)
    for section in after.sectionIdentifiers {
      let old = oldSections.contains(section) ? before.numberOfItems(inSection: section) : 0
      let new = after.numberOfItems(inSection: section)
      if old != new { changes[section] = new - old }
    }
    for section in before.sectionIdentifiers where !newSections.contains(section) {
      let old = before.numberOfItems(inSection: section)
      if old != 0 { changes[section] = -old }
    }
    let changed = after.sectionIdentifiers.filter { section in
      !oldSections.contains(section)
        || before.itemIdentifiers(inSection: section) != after.itemIdentifiers(inSection: section)
    }
    let edit = ModelEdit(
      command: command, itemCountChanges: changes,
      addedSections: after.sectionIdentifiers.filter { !oldSections.contains($0) },
      removedSections: before.sectionIdentifiers.filter { !newSections.contains($0) },
      changedSections: Set(changed))
    if lab.batch != nil {
      lab.batch?.edits.append(edit)
    } else {
      lab.unsyncedEdits.append(edit)
    }
  }
}
