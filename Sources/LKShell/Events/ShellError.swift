// Everything a shell command can fail with, as values: the engine's errors wrapped (Apple's message, written once in
// the engine), and the shell's own. `description` is the whole message; `expect error TEXT` matches against it.

import ListKit
import Lists

/// Why a command failed. State is unchanged when one is thrown (the session's operations are all-or-nothing).
indirect enum ShellError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: The engine's errors (Apple's messages)

  /// The line did not parse.
  case parse(ParseError)
  /// A snapshot mutation failed.
  case snapshot(SnapshotError)
  /// A section-snapshot mutation failed.
  case sectionSnapshot(SectionSnapshotError)
  /// The data source refused an apply or a user interaction.
  case dataSource(DataSourceError)
  /// The view refused (viewport, scrolling, selection, a user's action), in its own words.
  case view(ViewFailure)
  /// The view rejected a batch of the update lab (UIKit's message, the rule, and the batch's facts); the model and
  /// the view are as they were before `batch`.
  case rejectedBatch(RejectedBatch)
  /// A cell-provider mistake injected with `inject-bug` made the view fail (UIKit's message); nothing changed.
  case cellProvider(CellProviderFailure)
  /// An engine error about identifiers the shell has never seen, with the shell's own hint:
  /// "no item 'alpah' — did you mean 'alpha'?".
  case unknownIdentifier(ShellError, kind: IdentifierKind, name: String, suggestions: [String])

  // MARK: The shell's own

  /// A command of the update lab that needs the other kind of data source (`batch` with a diffable one, `apply`
  /// with a classic one).
  case needsDataSource(DataSourceKind, command: String)
  /// `commit` or `cancel` with no batch open.
  case notInBatch(command: String)
  /// A command that cannot run while a batch is open (`data-source`, `undo`).
  case insideBatch(command: String)
  /// `inject-bug registration-in-provider|reconfigure-other-cell` in a table view (no cell registrations there).
  case bugNeedsCollectionView(String)
  /// A view call in the other view's words (`delete-rows-at` in a collection view).
  case wrongViewWords(command: String, correct: String)
  /// An item type the catalogue does not know (only reachable through the API; the parser checks types).
  case unknownItemType(String)
  /// `set-content` of an item that is in no snapshot.
  case noSuchItem(ItemReference)
  /// `info X`: neither an item nor a section.
  case noItemOrSection(String)
  /// `show tree S` of a section the collection view does not have.
  case noSuchSection(String, view: ViewKind)
  /// A user interaction (`scroll-to`, `select`, `expand`, `collapse`) on something that is not a row.
  case notARow(ItemReference, action: String?, view: ViewKind)
  /// `expand`/`collapse` of a row without children (and none registered with `on-expand`): it has no disclosure
  /// control to tap.
  case noDisclosure(ItemReference)
  /// A command for a feature of the collection view's diffable data source (section snapshots, user expand and
  /// collapse) while the shell drives another view.
  case collectionViewFeature(command: String, view: ViewKind)
  /// A setting only a table view has (`row-animation`) while the shell drives another view.
  case tableViewSetting(String, view: ViewKind)
  /// `view collection --style S`: a style is a table's.
  case tableStyleOnCollectionView(HeadlessTableView.Style)
  /// A user action (`swipe-delete`, `drag`) that a data-source method (or handler) refused.
  case userActionRefused(UserAction.Kind, ItemReference, method: String, IndexPath, setting: String, view: ViewKind)
  /// `drag ITEM before|after ITEM` with the same item twice.
  case dragOntoItself(ItemReference)
  /// `swipe ITEM ACTION` with an action the row does not offer.
  case swipeActionNotOffered(ItemReference, action: String, offered: [String])
  /// `drag PARENT before|after ITEM` where ITEM is inside PARENT's subtree (the drag collapses PARENT).
  case dragIntoItself(ItemReference, target: ItemReference)
  /// `tap ITEM` of an item whose type has no cell controller with view state (only Todo has one).
  case noViewState(ItemReference)
  /// `tap ITEM` of a row without a cell on screen (a user can only tap what is on screen).
  case offScreen(ItemReference, IndexPath, action: String)
  /// The view rejected the reconfigure of a view-state change (the change was undone).
  case viewStateNotShown(ItemReference, reason: String)
  /// `section-snapshot S` while another one is being edited.
  case alreadyEditingSectionSnapshot(String)
  /// `apply`/`end` in a context when none is open (only through the API).
  case notEditingSectionSnapshot
  /// An apply that does not come from the working snapshot while it has unapplied edits.
  case unappliedEdits(command: String)
  /// The same inside a section-snapshot context, where `apply` is the section apply: the advice is the way out.
  case unappliedEditsInSectionSnapshot(section: String)
  case nothingToUndo
  case nothingToRedo
  /// `on-expand P C C`: a child given twice.
  case lazyChildRepeated([ItemReference])
  /// `on-expand P P`.
  case lazyChildIsParent(ItemReference)
  /// A failed `expect`.
  case expectation(ExpectationFailure)
  /// `run`: nesting too deep (a script that runs itself).
  case scriptsNestedTooDeep(path: String, limit: Int)
  /// `run`: the file cannot be read.
  case cannotOpen(path: String, reason: String)
  /// `export`: the page or pictures cannot be written.
  case cannotWrite(path: String, reason: String)
  /// `export` in a run that records no pictures (a script or `-c` without `--html`/`--svg`).
  case picturesNotRecorded
  /// A script that is not valid UTF-8 (`path` names the file and line when it is a nested script's).
  case unreadableText(path: String?, reason: String)
  /// `run`: the nested script failed; its own error was reported where it happened.
  case scriptFailed(path: String)
  /// Ctrl-C stopped a nested script.
  case interrupted

  /// What an unknown identifier names.
  enum IdentifierKind: String, Sendable {
    case item, section
  }

  /// The whole message.
  var description: String {
    switch self {
    case .parse(let error): error.description
    case .snapshot(let error): OutputLimit.text(of: error.failureMessage)
    case .sectionSnapshot(let error): OutputLimit.text(of: error.failureMessage)
    case .dataSource(let error): OutputLimit.text(of: error.failureMessage)
    case .view(let error): OutputLimit.text(of: error.failureMessage)
    case .rejectedBatch(let batch): OutputLimit.text(of: batch.failure.failureMessage)
    case .cellProvider(let failure): OutputLimit.text(of: failure.failure.failureMessage)
    case .needsDataSource(let kind, let command):
      kind == .classic
        ? "\(command) needs a classic data source (data-source classic): a diffable one makes its own view calls"
        : "\(command) needs a diffable data source (data-source diffable): with a classic one, edit the model and use"
          + " reload-data or batch … commit"
    case .notInBatch(let command): "no batch is open (\(command) closes the block that batch opens)"
    case .insideBatch(let command): "\(command) cannot run inside a batch: commit or cancel it first"
    case .bugNeedsCollectionView(let name):
      "inject-bug \(name) needs a collection view: a table view has no cell registrations (view collection)"
    case .wrongViewWords(let command, let correct):
      "\(command) is a \(command.contains("row") ? "table" : "collection") view call; this view calls it \(correct)"
    case .unknownIdentifier(let error, let kind, let name, let suggestions):
      "\(error.description) (no \(kind.rawValue) '\(name)'"
        + (suggestions.isEmpty ? ")" : " — did you mean \(Suggestions.phrase(suggestions))?)")
    case .unknownItemType(let name):
      "unknown item type '\(name)' (known: \(ItemCatalogue.typeNames.joined(separator: ", ")))"
    case .noSuchItem(let item): "no item \(item) in the applied or working snapshot or a section snapshot"
    case .noItemOrSection(let name): "no item or section named \(name)"
    case .noSuchSection(let section, let view): "no section \(section) in the \(view.viewName)"
    case .notARow(let item, let action, let view):
      "\(item) is not a row of the \(view.viewName)"
        + (action.map { " (no item \(item) is in it; a user can only \($0) an item whose row is on screen)" } ?? "")
        + (Self.readsAsIndexPath(item.id)
          ? ": \(item.id) reads as an index path, but rows are named by their items (`show` lists them)" : "")
    case .noDisclosure(let item):
      "\(item) has no children, so its row has no disclosure control to tap (give it children in a section "
        + "snapshot, or register them with on-expand)"
    case .collectionViewFeature(let command, let view):
      "\(command): section snapshots and a user's expand/collapse are collection-view features "
        + "(UICollectionViewDiffableDataSource); the \(view.viewName)'s data source has none (view collection switches)"
    case .tableStyleOnCollectionView(let style):
      "--style \(style.rawValue) is a table's style (UITableView(frame:style:)); a collection view has none "
        + "(view table --style \(style.rawValue))"
    case .tableViewSetting(let name, let view):
      "\(name) is a table-view setting (UITableViewDiffableDataSource.defaultRowAnimation); a \(view.viewName) has "
        + "no row animations (view table)"
    case .userActionRefused(let action, let item, let method, let indexPath, let setting, let view):
      "\(action.rawValue) \(item): \(method) said no for \(view.element) \(indexPath.section).\(indexPath.item) "
        + "(\(setting) is off, Apple's default: set \(setting) on); nothing changed"
    case .dragOntoItself(let item): "cannot drag \(item) before or after itself"
    case .swipeActionNotOffered(let item, let action, let offered):
      "\(item)'s row offers no swipe action \"\(action)\" (it can offer: \(offered.joined(separator: ", ")))"
    case .dragIntoItself(let item, let target):
      "cannot drag \(item) before or after \(target): \(target) is inside it (a drag collapses the parent it moves)"
    case .noViewState(let item):
      "\(item) has no view state: a \(item.resolvedTypeName) has no cell controller (Todo items have one)"
    case .offScreen(let item, let indexPath, let action):
      "\(item) has no cell on screen at \(indexPath.section).\(indexPath.item) (a user can only \(action) what is on"
        + " screen: scroll-to it first)"
    case .viewStateNotShown(let item, let reason): "\(item): the view rejected the reconfigure: \(reason)"
    case .alreadyEditingSectionSnapshot(let section):
      "already editing the section snapshot of \(section) (apply or end it first)"
    case .notEditingSectionSnapshot: "not editing a section snapshot (use section-snapshot S)"
    case .unappliedEdits(let command):
      "the working snapshot has unapplied edits, which \(command) would throw away: apply or revert them first"
    case .unappliedEditsInSectionSnapshot(let section):
      "the working snapshot has unapplied edits, which a section-snapshot apply would throw away, and apply here is "
        + "the section apply: leave with end (the section snapshot's edits are dropped), apply or revert the "
        + "working snapshot, then section-snapshot \(section) again"
    case .nothingToUndo: "nothing to undo"
    case .nothingToRedo: "nothing to redo"
    case .lazyChildRepeated(let items): "\(items.map(\.description).joined(separator: ", ")) given twice"
    case .lazyChildIsParent(let item): "\(item) cannot be its own child"
    case .expectation(let failure): failure.description
    case .scriptsNestedTooDeep(let path, let limit): "scripts nested more than \(limit) deep (does \(path) run itself?)"
    case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .picturesNotRecorded:
      "this run records no pictures: they are recorded at the prompt, or for a script or -c with --html FILE or "
        + "--svg DIR"
    case .unreadableText(let path, let reason): path.map { "\($0): \(reason)" } ?? reason
    case .scriptFailed(let path): "\(path) failed (see the error above)"
    case .interrupted: "interrupted"
    }
  }

  /// Whether an identifier looks like an index path (`0.0`), which a user may type for a row.
  private static func readsAsIndexPath(_ id: String) -> Bool {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// The message (`description`).
  var message: String { description }

  /// True when the error was already reported where it happened (a nested script's own error).
  var wasReported: Bool {
    if case .scriptFailed = self { return true }
    return false
  }
}

/// A failed assertion: what was expected and what was found.
enum ExpectationFailure: Sendable, Equatable, CustomStringConvertible {
  case layoutNoSection(String, sections: [String], view: ViewKind)
  case layout(section: String, expected: [String], found: [String])
  case sections(expected: [String], found: [String])
  case count(CountSubject, expected: Int, found: Int)
  case diffBeforeAnyApply
  /// Counters that differ, and what the last apply sent (`reloadData`: it was a reloadData, no batch updates).
  case diff([DiffMismatch], sent: BatchUpdate, reloadData: Bool)
  case cellNotARow(ItemReference, view: ViewKind)
  case cellOffScreen(ItemReference, IndexPath)
  case cellText(ItemReference, expected: String, found: String)
  /// `expect checkbox` of an item whose cell has no checkbox, that is not a row, or that has no cell on screen.
  case checkboxNotATodo(ItemReference)
  case checkboxNotARow(ItemReference, view: ViewKind)
  case checkboxOffScreen(ItemReference, IndexPath)
  case checkbox(ItemReference, expected: Bool)
  /// `expect error|warning` followed by another `expect error|warning`.
  case expectFollowedByExpect(PendingExpectation.Kind)
  /// `expect error|warning` at the end of the input.
  case nothingFollowed(PendingExpectation.Kind)
  case commandSucceeded
  case wrongError(expected: String, got: String)
  case noWarning(expected: String?)

  struct DiffMismatch: Sendable, Equatable {
    var counter: DiffCounter
    var expected: Int
    var found: Int
  }

  var description: String {
    switch self {
    case .layoutNoSection(let section, let sections, let view):
      "expect layout \(section): no section \(section) in the \(view.viewName) "
        + "(sections: \(sections.joined(separator: " ")))"
    case .layout(let section, let expected, let found):
      "expect layout \(section): expected \(Self.list(expected)), found \(Self.list(found))"
    case .sections(let expected, let found):
      "expect sections: expected \(Self.list(expected)), found \(Self.list(found))"
    case .count(let subject, let expected, let found):
      "expect count \(subject.rawValue): expected \(expected), found \(found)"
    case .diffBeforeAnyApply: "expect diff: nothing has been applied yet"
    case .diff(let mismatches, let sent, let reloadData):
      "expect diff: "
        + mismatches.map { "\($0.counter.name)=\($0.expected) (found \($0.found))" }.joined(separator: ", ")
        + (reloadData
          ? "; the last apply was a reloadData (no diff, no batch updates)"
          : "; the last apply sent \(sent.isEmpty ? "no changes" : sent.summary)")
    case .cellNotARow(let item, let view): "expect cell \(item): not a row of the \(view.viewName)"
    case .cellOffScreen(let item, let indexPath):
      "expect cell \(item): no cell on screen at \(indexPath.section).\(indexPath.item) (scroll-to it first)"
    case .cellText(let item, let expected, let found):
      "expect cell \(item): expected \"\(expected)\", the cell shows \"\(found)\""
    case .checkboxNotATodo(let item):
      "expect checkbox \(item): a \(item.resolvedTypeName) cell has no checkbox (Todo cells have one)"
    case .checkboxNotARow(let item, let view): "expect checkbox \(item): not a row of the \(view.viewName)"
    case .checkboxOffScreen(let item, let indexPath):
      "expect checkbox \(item): no cell on screen at \(indexPath.section).\(indexPath.item) (scroll-to it first)"
    case .checkbox(let item, let expected):
      "expect checkbox \(item): expected \(expected ? "on" : "off"), the cell shows \(expected ? "off" : "on")"
    case .expectFollowedByExpect(let kind):
      "expect \(kind.rawValue): the next command must not be another expect"
    case .nothingFollowed(let kind): "expect \(kind.rawValue): no command followed it"
    case .commandSucceeded: "expect error: the command succeeded"
    case .wrongError(let expected, let got):
      "expect error: expected an error containing \"\(expected)\", got: \(got)"
    case .noWarning(let expected):
      "expect warning: " + (expected.map { "no warning containing \"\($0)\"" } ?? "the command gave no warning")
    }
  }

  static func list(_ words: [String]) -> String {
    words.isEmpty
      ? "(nothing)" : words.prefix(30).joined(separator: " ") + (words.count > 30 ? " … (\(words.count) in all)" : "")
  }
}

extension ShellError {
  /// The catalogue message of the engine error inside, or nil for the shell's own errors.
  var failureMessage: FailureMessage? {
    switch self {
    case .snapshot(let error): error.failureMessage
    case .sectionSnapshot(let error): error.failureMessage
    case .dataSource(let error): error.failureMessage
    case .view(let error): error.failureMessage
    case .rejectedBatch(let batch): batch.failure.failureMessage
    case .cellProvider(let failure): failure.failure.failureMessage
    case .unknownIdentifier(let error, _, _, _): error.failureMessage
    default: nil
    }
  }
}
