// The parser's output: one typed value per command line. The session executes these; nothing here has effects.

import ListKit

/// `before` or `after` in `insert-… before|after X` and `move-… before|after X`.
enum RelativePosition: String, Sendable, Hashable, CaseIterable {
  /// `…(_:beforeItem:)`, `…(_:beforeSection:)`, `insert(_:before:)`.
  case before
  /// `…(_:afterItem:)`, `…(_:afterSection:)`, `insert(_:after:)`.
  case after
}

/// What `show` prints.
enum ShowSubject: Sendable, Hashable {
  /// `show` / `show layout`: what the collection view shows now.
  case layout
  /// `show snapshot`: the working snapshot with its reload/reconfigure marks.
  case snapshot
  /// `show diff`: what `apply` would send now, without applying.
  case diff
  /// `show tree S`: the stored section snapshot of section S.
  case tree(section: String)
  /// `show cells`: dequeues, reuses and configures per cell class.
  case cells
  /// `show settings` (and `set` alone): every setting with its value.
  case settings
}

/// `set color on|off|auto`.
enum ColorSetting: String, Sendable, Hashable, CaseIterable {
  case on, off, auto
}

/// `set format text|json`.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  case text, json
}

/// A session setting changed with `set NAME VALUE`: which one, and the value as its declaration
/// (`SettingName.declaration`) parsed it.
struct Setting: Sendable, Hashable {
  var name: SettingName
  var value: SettingValue

  init(_ name: SettingName, _ value: SettingValue) {
    self.name = name
    self.value = value
  }
}

/// A setting's value, in the few shapes settings take; `show settings` prints it and the JSON output carries it.
enum SettingValue: Sendable, Hashable {
  /// A number (`set viewport 20`).
  case integer(Int)
  /// `on` or `off`.
  case toggle(Bool)
  /// One of a fixed list of words (`set format json`).
  case word(String)
  /// A number, or `off` (nil).
  case limit(Int?)

  /// As `set` takes it and `show settings` prints it.
  var text: String {
    switch self {
    case .integer(let value): String(value)
    case .toggle(let on): on ? "on" : "off"
    case .word(let word): word
    case .limit(let value): value.map(String.init) ?? "off"
    }
  }
}

/// `expect count items|sections N`.
enum CountSubject: String, Sendable, Hashable, CaseIterable {
  case items, sections
}

/// The counters of an apply that `expect diff` checks and the summary line prints: one declaration, from which
/// parsing, completion, `help`, the check and the summary derive.
enum DiffCounter: String, Sendable, Hashable, CaseIterable {
  case inserted, deleted, moved, reloaded, reconfigured
  case sectionsInserted = "sections-inserted"
  case sectionsDeleted = "sections-deleted"
  case sectionsMoved = "sections-moved"
  case sectionsReloaded = "sections-reloaded"

  /// The name written in `expect diff NAME=N`.
  var name: String { rawValue }

  /// Counts sections (else items).
  var countsSections: Bool {
    switch self {
    case .sectionsInserted, .sectionsDeleted, .sectionsMoved, .sectionsReloaded: true
    default: false
    }
  }

  /// The verb in a summary (`2 items inserted`).
  var verb: String {
    switch self {
    case .inserted, .sectionsInserted: "inserted"
    case .deleted, .sectionsDeleted: "deleted"
    case .moved, .sectionsMoved: "moved"
    case .reloaded, .sectionsReloaded: "reloaded"
    case .reconfigured: "reconfigured"
    }
  }
}

extension BatchUpdate {
  /// The number of operations of one kind (`expect diff`, the summary line).
  func count(of counter: DiffCounter) -> Int {
    switch counter {
    case .inserted: insertedItems.count
    case .deleted: deletedItems.count
    case .moved: movedItems.count
    case .reloaded: reloadedItems.count
    case .reconfigured: reconfiguredItems.count
    case .sectionsInserted: insertedSections.count
    case .sectionsDeleted: deletedSections.count
    case .sectionsMoved: movedSections.count
    case .sectionsReloaded: reloadedSections.count
    }
  }
}

/// `expect diff [inserted=N] …`: the counts the last apply must have produced. A counter that is not given is
/// not checked; at least one must be given.
struct DiffExpectation: Sendable, Hashable {
  /// The expected count of each given counter.
  var counts: [DiffCounter: Int]

  /// An expectation checking the given counters.
  init(_ counts: [DiffCounter: Int] = [:]) { self.counts = counts }

  /// The counter names in the order `help` and completion show them.
  static var counterNames: [String] { DiffCounter.allCases.map(\.name) }

  /// The expected count of `counter`, nil when it is not checked.
  subscript(counter: DiffCounter) -> Int? {
    get { counts[counter] }
    set { counts[counter] = newValue }
  }
}

/// An assertion on the session's state (`expect …`); a failed one is an error like any other.
enum Expectation: Sendable, Hashable {
  /// `expect layout S: ITEM...`: the visible items of section S, in order (none after the colon: S is empty).
  case layout(section: String, items: [ItemReference])
  /// `expect sections S...`: the section order of the applied snapshot.
  case sections([String])
  /// `expect count items|sections N`.
  case count(CountSubject, Int)
  /// `expect diff [inserted=N] …`: the counts of the last apply.
  case diff(DiffExpectation)
  /// `expect cell ITEM TEXT`: the text the item's cell on screen shows.
  case cell(ItemReference, text: String)
  /// `expect checkbox ITEM on|off`: the checkbox a Todo's cell on screen shows.
  case checkbox(ItemReference, isChecked: Bool)
}

/// `expect error [TEXT]` / `expect warning [TEXT]`: an assertion on the NEXT command, which the shell's
/// expectation state machine checks.
struct PendingExpectation: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable {
    /// The next command must fail (with TEXT in its message when given).
    case error
    /// The next command must succeed but print a warning (with TEXT in it when given), such as Apple's
    /// "identifiers that already exist … will be moved" (an addition to the spec).
    case warning
  }
  var kind: Kind
  var text: String?

  init(_ kind: Kind, text: String?) {
    self.kind = kind
    self.text = text
  }
}

/// `help COMMAND [FORM]`: a command's full name, and one of its form keywords (`help expect layout`).
struct HelpTopic: Sendable, Hashable {
  var command: String
  var form: String?
  init(command: String, form: String? = nil) {
    self.command = command
    self.form = form
  }
}

/// One parsed command: either the shell's (scripts, quitting, assertions on the next command) or the session's.
enum Command: Sendable, Hashable {
  case shell(ShellCommand)
  case session(SessionCommand)
}

/// Commands that act on the shell: the script runner and the expectation state machine.
enum ShellCommand: Sendable, Hashable {
  /// `run FILE [ARGS...]`: execute a script in this session, with `$1`… set to ARGS.
  case run(path: String, arguments: [String])
  /// `export html FILE` / `export svg DIR`: the session's steps so far as a page or as pictures.
  case export(PictureFormat, path: String)
  /// `quit` / `exit`.
  case quit
  /// `expect error|warning [TEXT]`.
  case expectNext(PendingExpectation)
}

/// What the parser resolved for one line: the command's table entry, the form used, and the command value.
struct ParsedLine: Sendable {
  let spec: CommandSpec
  let form: CommandForm
  let command: Command

  /// The name errors use: `append-items`, `expect diff`.
  var commandName: String { spec.displayName(of: form) }
}

/// One command of the session. Each case is one command of docs/language.md §3; the doc comment names the Apple API.
enum SessionCommand: Sendable, Hashable {
  // MARK: Snapshot editing (working snapshot)

  /// `append-sections S...`: `snapshot.appendSections(_:)`.
  case appendSections([String])
  /// `insert-sections S... before|after T`: `snapshot.insertSections(_:beforeSection:)` / `afterSection:`.
  case insertSections([String], RelativePosition, section: String)
  /// `delete-sections S...`: `snapshot.deleteSections(_:)`.
  case deleteSections([String])
  /// `move-section S before|after T`: `snapshot.moveSection(_:beforeSection:)` / `afterSection:`.
  case moveSection(String, RelativePosition, section: String)
  /// `reload-sections S...`: `snapshot.reloadSections(_:)`.
  case reloadSections([String])
  /// `append-items ITEM... [to S]`: `snapshot.appendItems(_:toSection:)`; nil = the last section.
  case appendItems([ItemReference], toSection: String?)
  /// `insert-items ITEM... before|after ITEM`: `snapshot.insertItems(_:beforeItem:)` / `afterItem:`.
  case insertItems([ItemReference], RelativePosition, item: ItemReference)
  /// `delete-items ITEM...`: `snapshot.deleteItems(_:)`.
  case deleteItems([ItemReference])
  /// `delete-all-items`: `snapshot.deleteAllItems()`.
  case deleteAllItems
  /// `move-item ITEM before|after ITEM`: `snapshot.moveItem(_:beforeItem:)` / `afterItem:`.
  case moveItem(ItemReference, RelativePosition, item: ItemReference)
  /// `reload-items ITEM...`: `snapshot.reloadItems(_:)`.
  case reloadItems([ItemReference])
  /// `reconfigure-items ITEM...`: `snapshot.reconfigureItems(_:)`.
  case reconfigureItems([ItemReference])
  /// `new-snapshot`: `snapshot = NSDiffableDataSourceSnapshot()`.
  case newSnapshot
  /// `revert`: `snapshot = dataSource.snapshot()`.
  case revert

  // MARK: Section snapshots (outline)

  /// `section-snapshot S [--current]`: start editing a section snapshot for S, empty or (`--current`)
  /// `dataSource.snapshot(for: S)`.
  case sectionSnapshot(String, current: Bool)
  /// `append ITEM... [to PARENT]` in a section-snapshot context: `sectionSnapshot.append(_:to:)`.
  case sectionAppend([ItemReference], toParent: ItemReference?)
  /// `insert ITEM... before|after ITEM` in a section-snapshot context: `sectionSnapshot.insert(_:before:)` / `after:`.
  case sectionInsert([ItemReference], RelativePosition, item: ItemReference)
  /// `delete ITEM...` in a section-snapshot context: `sectionSnapshot.delete(_:)` (with descendants).
  case sectionDelete([ItemReference])
  /// `expand ITEM...` in a section-snapshot context: `sectionSnapshot.expand(_:)`.
  case sectionExpand([ItemReference])
  /// `collapse ITEM...` in a section-snapshot context: `sectionSnapshot.collapse(_:)`.
  case sectionCollapse([ItemReference])
  /// `apply [--no-animation]` in a section-snapshot context: `dataSource.apply(sectionSnapshot, to: S)`, then leave
  /// the context.
  case sectionApply(animatingDifferences: Bool)
  /// `end`: leave the section-snapshot context without applying.
  case sectionEnd

  // MARK: Applying and interacting

  /// `apply [--no-animation]`: `dataSource.apply(snapshot, animatingDifferences:)`.
  case apply(animatingDifferences: Bool)
  /// `apply-reload-data`: `dataSource.applySnapshotUsingReloadData(snapshot)`.
  case applyReloadData
  /// `set-content ITEM TEXT`: change the model only; the cell keeps its text until reconfigured or reloaded.
  case setContent(ItemReference, text: String)
  /// `set-detail ITEM TEXT|-`: the model's detail text for the item's cell (nil: none); reconfigured at the next apply.
  case setDetail(ItemReference, text: String?)
  /// `set-accessory ITEM TYPE`: the model's accessory for the item's cell; reconfigured at the next apply.
  case setAccessory(ItemReference, HeadlessTableViewCell.AccessoryType)
  /// `scroll-to ITEM | S.I`: move the viewport.
  case scrollTo(ScrollTarget)
  /// `select ITEM`: the configuration's `onSelect` receives the typed item.
  case select(ItemReference)
  /// `tap ITEM`: a user taps the checkbox of a Todo's cell; its cell controller flips the view state and that one
  /// cell is reconfigured (no snapshot, no diff).
  case tap(ItemReference)
  /// `expand ITEM...` outside a section-snapshot context: a user tapping the disclosure control
  /// (`sectionSnapshotHandlers`, then the data source applies its updated section snapshot).
  case expand([ItemReference])
  /// `collapse ITEM...` outside a section-snapshot context: a user tapping the disclosure control.
  case collapse([ItemReference])
  /// `view table|collection [--style plain|grouped|insetGrouped]`: a new view of that kind and a new data source for
  /// it (empty: the next apply is a reloadData); the working snapshot, model content and history are kept. A table
  /// is made with the style (UIKit's `init(frame:style:)`; nil: plain).
  case view(ViewKind, style: HeadlessTableView.Style?)
  /// `set-header S TEXT` / `set-footer S TEXT` (nil: `-`, remove): `titleForHeaderInSection` /
  /// `titleForFooterInSection` in a table's data source subclass, a header/footer supplementary view in a collection.
  case setTitle(TitleKind, section: String, title: String?)
  /// `swipe-delete ITEM`: a user swipes the row and taps Delete (`canEditRowAt`, `commit(editingStyle:forRowAt:)`).
  case swipeDelete(ItemReference)
  /// `swipe ITEM [ACTION]`: a user swipes the row; without ACTION the actions it offers are shown, with ACTION that
  /// one is tapped (Delete is `swipe-delete`).
  case swipe(ItemReference, action: String?)
  /// `drag ITEM before|after ITEM`, `drag ITEM into S`: a user reorders by drag (`moveRowAt` /
  /// `reorderingHandlers`).
  case drag(ItemReference, DragTarget)
  /// `on-expand PARENT ITEM...` (an extension of the language): when the user expands PARENT, the data source's
  /// `sectionSnapshotHandlers.snapshotForExpandingParent` supplies ITEM... as its children (lazy loading).
  case onExpand(ItemReference, children: [ItemReference])

  // MARK: The update lab (docs/language.md §8)

  /// A command of the update lab: the classic data source, batches, the view's own calls, injected bugs.
  case lab(LabCommand)
  /// `explain [TEXT]`: explain the session's last error, or TEXT (a pasted UIKit or Apple exception message).
  case explain(String?)

  // MARK: Inspecting

  /// `show [layout|snapshot|diff|tree S|cells]`.
  case show(ShowSubject)
  /// `info ITEM | S`: the word is read as an item; a session that finds no such item should look for a
  /// section with the identifier `reference.id` (for untyped references).
  case info(ItemReference)
  /// `types`: built-in item types and their cell classes.
  case types
  /// `history`: the steps the user saw (applies and taps).
  case history
  /// `undo`: show the previous step again (its snapshot, section snapshots and ticks).
  case undo
  /// `redo`: show the next step again.
  case redo

  // MARK: Scripts and session

  /// `echo TEXT...`: the words joined by single spaces (quote to keep spacing).
  case echo(String)
  /// `set NAME VALUE`.
  case set(Setting)
  /// `help [COMMAND [FORM]]`: a command (abbreviations are resolved by the parser) or one of its forms, or nil
  /// for all.
  case help(HelpTopic?)

  // MARK: Assertions

  /// `expect …`.
  case expect(Expectation)
}

/// The update lab's commands (docs/language.md §8): one nested enum, so that the session handles each of them.
enum LabCommand: Sendable, Hashable {

  /// `data-source classic|diffable`: replace the data source (and the view, by a new one of the same kind) by a plain
  /// one backed by the model, or by a diffable one.
  case dataSource(DataSourceKind)
  /// `reload-data`: `reloadData()`; the view reads the classic data source's model again.
  case reloadData
  /// `batch`: open `performBatchUpdates { … }`; model edits and view calls are recorded until `commit` or `cancel`.
  case beginBatch
  /// `commit`: close the block; the view validates the batch (R1–R17) and animates it.
  case commitBatch
  /// `cancel`: leave the block, undoing its model edits (a lab convenience; no app can).
  case cancelBatch
  /// `delete-items-at S.I...` and the other view calls, written in the words of a view of the kind `words`
  /// (`delete-rows-at` is a table's).
  case viewCall(ViewCall, words: ViewKind)
  /// `number-of-items N` / `number-of-rows N` (an addition): the app asks the view how many items section N has
  /// (`collectionView.numberOfItems(inSection:)`), which fails (R17) for a section the view does not have.
  case numberOfItems(section: Int, words: ViewKind)
  /// `inject-bug …`: the cell provider makes this mistake from now on; nil is `inject-bug off`.
  case injectBug(InjectedBug?)
}
