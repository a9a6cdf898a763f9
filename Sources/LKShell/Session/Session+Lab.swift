// The update lab (docs/language.md §8): a classic data source whose model the §3 editing commands change, the view's
// own update calls written index path by index path, `batch … commit|cancel`, `reload-data`, and the check that an
// accepted batch left the rows showing what the model holds. Every failure leaves the model and the view as they
// were; the session reports facts (RejectedBatch, OutOfSyncReport), the renderers word them.

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

extension ShellView {
  /// `performBatchUpdates { calls }`, checked: the view's error on a rejected batch (nothing changed). The block
  /// runs `updateModel` first (the app changes its model), then makes the calls.
  func performBatchUpdates(_ calls: [ViewCall], updateModel: () -> Void) throws(ViewFailure) {
    try list.tryPerformBatchUpdates(calls, updateModel: updateModel)
  }

  /// Makes one update call outside a block: an implicit one-operation batch.
  func send(_ call: ViewCall) throws(ViewFailure) { try list.tryPerform(.update(call)) }

  /// `reloadData()`, checked.
  func reloadData() throws(ViewFailure) { try list.tryPerform(.reloadData) }

  /// Scrolls so that `row` (flattened across sections) is the first row on screen, as far as the view can.
  func scroll(toRow row: Int) throws(ViewFailure) { try list.tryPerform(.scroll(toRow: row)) }

  /// Selects the row without telling the delegate (the view puts back a selection it had).
  func select(at indexPath: IndexPath) { try? list.tryPerform(.selectRow(indexPath)) }

  /// The rows whose item, as the view believes it, differs from the data source's now (the engine's check).
  var outOfSyncRows: [OutOfSyncRow] { list.outOfSyncRows() }

  /// The number of rows the view shows in `section`, checked (R17 for a section it does not have).
  func numberOfRows(inSection section: Int) throws(ViewFailure) -> Int { try list.rowCount(inSection: section) }

  /// The view speaks of rows (a table view).
  var isTable: Bool { kind == .table }
}

/// A data source whose cell provider can be made to misbehave (`inject-bug`).
@MainActor
protocol MistakenCellProvider: AnyObject {
  var cellProviderLab: CellProviderLab { get }
}

/// A plain data source, as apps wrote them before diffable ones, with a new view of its own: the counts and cells
/// come from the model's arrays (the session's working snapshot), read whenever the view asks. It knows which
/// sections its view shows; the rows come from the view's row identities.
@MainActor
final class ClassicDataSource: ShellDataSource, HeadlessCollectionViewDataSource, HeadlessTableViewDataSource,
  MistakenCellProvider
{
  let view: ShellView
  weak var session: Session?
  let registrar = DynamicCellRegistrar()
  let cellProviderLab = CellProviderLab()
  /// While `commit` opens the update block: the model as it was before the batch (the counts UIKit reads before the
  /// block); nil otherwise.
  var modelOverride: Session.Snapshot?
  /// The section identifiers of the sections the view shows.
  var shownSections: [String] = []

  /// A classic data source over the session's model, driving a new view of `kind`.
  init(session: Session, view kind: ViewKind, viewportHeight: Int) {
    self.session = session
    switch kind {
    case .collection: view = .collection(HeadlessCollectionView(viewportHeight: viewportHeight))
    case .table: view = .table(HeadlessTableView(viewportHeight: viewportHeight))
    }
    view.list.listDataSource = self
    view.tracksRowIdentities = true
  }

  var model: Session.Snapshot { modelOverride ?? session?.working ?? Session.Snapshot() }

  func item(at indexPath: IndexPath) -> AnyItem? {
    return model.itemIdentifier(at: indexPath)
  }

  func count(inSection section: Int) -> Int {
    let model = self.model
    guard let identifier = model.sectionIdentifier(at: section) else { return 0 }
    return model.numberOfItems(inSection: identifier)
  }

  // MARK: ShellDataSource

  /// What the view shows, as a snapshot. A row whose item already appears earlier (a view out of sync can show one
  /// item twice) is left out.
  func snapshot() -> Session.Snapshot {
    var snapshot = Session.Snapshot()
    let rows = view.rowIdentities
    var seenSections = Set<String>()
    var seenItems = Set<AnyItem>()
    for (index, section) in shownSections.enumerated() where seenSections.insert(section).inserted {
      snapshot.appendSections([section])
      guard index < rows.count else { continue }
      let items = rows[index].compactMap { $0?.base as? AnyItem }.filter { seenItems.insert($0).inserted }
      if !items.isEmpty { snapshot.appendItems(items, toSection: section) }
    }
    return snapshot
  }

  func indexPath(for identifier: AnyItem) -> IndexPath? {
    for (section, rows) in view.rowIdentities.enumerated() {
      if let index = rows.firstIndex(where: { ($0?.base as? AnyItem) == identifier }) {
        return IndexPath(item: index, section: section)
      }
    }
    return nil
  }

  func itemIdentifier(for indexPath: IndexPath) -> AnyItem? {
    let rows = view.rowIdentities
    guard indexPath.section >= 0, indexPath.section < rows.count, indexPath.item >= 0,
      indexPath.item < rows[indexPath.section].count
    else { return nil }
    return rows[indexPath.section][indexPath.item]?.base as? AnyItem
  }

  var outline: CollectionViewDiffableDataSource<String, AnyItem>? { nil }

  // MARK: UICollectionViewDataSource

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    model.numberOfSections
  }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    count(inSection: section)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    guard let item = item(at: indexPath), let controllers = session?.cellControllers else { return nil }
    let registrar = self.registrar
    return cellProviderLab.cell(for: item, at: indexPath, in: collectionView) {
      Session.cell(for: item, at: indexPath, in: collectionView, controllers: controllers, registrar: registrar)
    }
  }

  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  { item(at: indexPath).map(AnyHashable.init) }

  // MARK: UITableViewDataSource

  func numberOfSections(in tableView: HeadlessTableView) -> Int { model.numberOfSections }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    count(inSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    guard let item = item(at: indexPath), let controllers = session?.cellControllers else { return nil }
    let registrar = self.registrar
    return cellProviderLab.cell(for: item, at: indexPath, in: tableView) {
      Session.cell(for: item, at: indexPath, in: tableView, controllers: controllers, registrar: registrar)
    }
  }

  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    item(at: indexPath).map(AnyHashable.init)
  }

  /// The section titles of the model (`set-header`, `set-footer`), as a classic table's data source returns them.
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    model.sectionIdentifier(at: section).flatMap { session?.state.sectionTitles.title(.header, of: $0) }
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    model.sectionIdentifier(at: section).flatMap { session?.state.sectionTitles.title(.footer, of: $0) }
  }

  /// Holds the session from its creation on; nothing more to connect.
  func connect(to session: Session) {}
}

extension MistakenCellProvider {
  /// With `inject-bug counts-from-model`: the app's model (the session's working snapshot), which the data source's
  /// subclass answers the view's counts from; nil otherwise.
  func countingModel(_ session: Session?) -> Session.Snapshot? {
    cellProviderLab.bug == .countsFromModel ? session?.working : nil
  }
}

/// The mistake the app's cell provider makes now (`inject-bug`).
@MainActor
final class CellProviderLab {
  var bug: InjectedBug?

  /// The cell the provider returns for `item` in a collection view: the correct one, or the injected mistake's.
  func cell(
    for item: AnyItem, at indexPath: IndexPath, in view: HeadlessCollectionView, correct: () -> HeadlessCell?
  ) -> HeadlessCell? {
    guard let mistake = mistake(for: item) else { return correct() }
    return view.cell(making: mistake, at: indexPath, correctCell: correct)
  }

  /// The cell the provider returns for `item` in a table view. A table has no cell registrations, so only nil, an
  /// unregistered identifier and a cell made without dequeuing apply (`inject-bug` refuses the others for a table);
  /// the table accepts the last, as UIKit's does.
  func cell(
    for item: AnyItem, at indexPath: IndexPath, in view: HeadlessTableView, correct: () -> HeadlessTableViewCell?
  ) -> HeadlessTableViewCell? {
    switch mistake(for: item) {
    case .nilCell: return nil
    case .cellNotDequeued: return HeadlessTableViewCell()
    case .unregisteredReuseIdentifier:
      return try? view.tryDequeueReusableCell(
        withIdentifier: HeadlessCollectionView.unregisteredMistakeIdentifier, for: indexPath)
    default: return correct()
    }
  }

  private func mistake(for item: AnyItem) -> CellProviderMistake? {
    switch bug {
    case nil: nil
    case .nilCell(let reference): item.reference == reference ? .nilCell : nil
    case .unregistered(let type): item.shellTypeName == type ? .unregisteredReuseIdentifier : nil
    case .registrationInProvider: .registrationCreatedInProvider
    case .reconfigureOtherCell(let reference):
      item.reference == reference ? .differentRegistrationOnReconfigure : nil
    case .notDequeued(let reference): item.reference == reference ? .cellNotDequeued : nil
    case .countsFromModel: nil
    }
  }
}

extension Session {
  /// The classic data source, when one is installed (`data-source classic`).
  var classicDataSource: ClassicDataSource? { dataSource as? ClassicDataSource }

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

  /// Runs a command of the update lab.
  func performLab(_ command: SessionCommand) throws(ShellError) {
    switch command {
    case .dataSource(let kind): replaceDataSource(kind)
    case .reloadData: try classicReloadData()
    case .beginBatch: try beginBatch()
    case .commitBatch: try commitBatch()
    case .cancelBatch: try cancelBatch()
    case .viewCall(let call, let rows): try viewCall(call, rows: rows)
    case .numberOfItems(let section, let rows): try numberOfItems(inSection: section, rows: rows)
    case .injectBug(let bug): try injectBug(bug)
    default: break
    }
  }

  // MARK: Data sources and bugs

  /// `data-source classic|diffable`: a new data source of that kind with a new, empty view of the current kind. The
  /// state is kept; what the new view cannot show is dropped, with a warning naming it.
  func replaceDataSource(_ kind: DataSourceKind) {
    let dropped = install(view: view.kind, dataSource: kind)
    record(.dataSourceReplaced(kind, isTable: view.isTable))
    if let dropped { record(.warning(.droppedSectionSnapshots(dropped))) }
  }

  /// `inject-bug …`: from now on the cell provider makes this mistake (nil: behaves).
  func injectBug(_ bug: InjectedBug?) throws(ShellError) {
    if view.isTable, let bug, bug == .registrationInProvider || bug.isReconfigureOtherCell {
      throw .bugNeedsCollectionView(bug.name)
    }
    lab.bug = bug
    (dataSource as? any MistakenCellProvider)?.cellProviderLab.bug = bug
    record(.bugInjected(bug, isTable: view.isTable))
  }

  /// `number-of-items N` / `number-of-rows N`: the app asks the view for a section's count (R17 when it has none).
  func numberOfItems(inSection section: Int, rows: Bool) throws(ShellError) {
    try requireViewWords(rows) { .numberOfItems(section: section, rows: $0) }
    let isTable = view.isTable
    do {
      let count = try view.numberOfRows(inSection: section)
      record(.note(.viewCount(section: section, count: count, isTable: isTable)))
    } catch {
      throw .rejectedBatch(rejection(error, calls: [], implicit: true))
    }
  }

  // MARK: reloadData

  /// `reload-data`: the classic view reads the model again.
  func classicReloadData() throws(ShellError) {
    guard let classic = classicDataSource else { throw .needsDataSource(.classic, command: runningName) }
    let old = applied
    do { try view.reloadData() } catch { throw cellFailure(error) }
    classic.shownSections = working.sectionIdentifiers
    lab.unsyncedEdits = []
    reportClassicApply(mode: .reloadData, update: BatchUpdate(), old: old)
  }

  // MARK: Batches

  /// `batch`: open `performBatchUpdates { … }`.
  func beginBatch() throws(ShellError) {
    lab.batch = LabState.OpenBatch(modelBefore: working, editsBefore: lab.unsyncedEdits)
    record(.batchStep(.opened))
  }

  /// `cancel`: leave the block, undoing its model edits.
  func cancelBatch() throws(ShellError) {
    guard let batch = lab.batch else { throw .notInBatch(command: runningName) }
    working = batch.modelBefore
    lab.batch = nil
    record(.batchStep(.cancelled(edits: batch.edits.count, calls: batch.calls.count)))
  }

  /// A view call: recorded inside a batch; outside, an implicit one-operation batch.
  func viewCall(_ call: ViewCall, rows: Bool) throws(ShellError) {
    guard let classic = classicDataSource else { throw .needsDataSource(.classic, command: runningName) }
    try requireViewWords(rows) { .viewCall(call, rows: $0) }
    let isTable = view.isTable
    if lab.batch != nil {
      lab.batch?.calls.append(call)
      record(.batchStep(.recorded(call, rows: isTable)))
      return
    }
    let old = applied
    let sectionsBefore = classic.shownSections
    do {
      try view.send(call)
    } catch {
      if error.rule == nil { throw cellFailure(error) }
      throw .rejectedBatch(rejection(error, calls: [call], implicit: true))
    }
    var update = BatchUpdate()
    call.record(into: &update)
    finishAcceptedBatch(update, old: old, sectionsBefore: sectionsBefore)
  }

  /// `commit`: the view validates the batch against what it shows (before) and the model (after), and applies it.
  func commitBatch() throws(ShellError) {
    guard let batch = lab.batch, let classic = classicDataSource else { throw .notInBatch(command: runningName) }
    let old = applied
    let sectionsBefore = classic.shownSections
    let view = self.view
    // The block reads the model as it was when `batch` ran; the app's edits land inside the block, with its calls.
    classic.modelOverride = batch.modelBefore
    do {
      try view.performBatchUpdates(batch.calls) { classic.modelOverride = nil }
    } catch {
      classic.modelOverride = nil
      let facts = rejection(error, calls: batch.calls, implicit: false)
      working = batch.modelBefore
      lab.batch = nil
      stateAfterFailure = state
      if error.rule == nil { throw cellFailure(error) }
      throw .rejectedBatch(facts)
    }
    classic.modelOverride = nil
    lab.batch = nil
    var update = BatchUpdate()
    for call in batch.calls { call.record(into: &update) }
    finishAcceptedBatch(update, old: old, sectionsBefore: sectionsBefore)
  }

  /// The facts of a rejected batch (before the model is put back).
  private func rejection(_ failure: ViewFailure, calls: [ViewCall], implicit: Bool) -> RejectedBatch {
    let batch = lab.batch
    let modelAfter = working
    return RejectedBatch(
      failure: failure, calls: calls, rows: view.isTable, edits: batch?.edits ?? [],
      editsBeforeBatch: batch?.editsBefore ?? lab.unsyncedEdits, sectionsShown: classicDataSource?.shownSections ?? [],
      countsShown: view.rowIdentities.map(\.count),
      sectionsInModel: modelAfter.sectionIdentifiers,
      countsInModel: modelAfter.sectionIdentifiers.map { modelAfter.numberOfItems(inSection: $0) },
      isImplicit: implicit, matchingUpdate: updateBringingViewInSync(with: modelAfter))
  }

  /// The batch that turns the rows the view shows into `model`: the structural diff of the view's own rows (every
  /// row, a repeated one included: a view out of sync can show one item twice) to the model's. UIKit accepts it
  /// (its counts are the view's), and afterwards every row shows what the model holds there.
  func updateBringingViewInSync(with model: Snapshot) -> BatchUpdate {
    /// A row (or section) of the view: its item and which occurrence of it this is, so that repeats stay distinct.
    struct Occurrence<Value: Hashable & Sendable>: Hashable, Sendable {
      var value: Value?
      var index: Int
    }
    func counted<Value: Hashable>(_ values: [Value?]) -> [Occurrence<Value>] {
      var seen: [Value?: Int] = [:]
      return values.map { value in
        defer { seen[value, default: 0] += 1 }
        return Occurrence(value: value, index: seen[value] ?? 0)
      }
    }
    let rows = view.rowIdentities.map { $0.map { $0?.base as? AnyItem } }
    let shownSections = classicDataSource?.shownSections ?? applied.sectionIdentifiers
    var old = DiffableDataSourceSnapshot<Occurrence<String>, Occurrence<AnyItem>>()
    // A row's identity is unique across the view: count occurrences over all sections.
    var rowKeys = counted(rows.flatMap { $0 }).makeIterator()
    for (index, section) in counted(shownSections.map(Optional.some)).enumerated() {
      old.appendSections([section])
      let count = index < rows.count ? rows[index].count : 0
      let keys = (0..<count).compactMap { _ in rowKeys.next() }
      if !keys.isEmpty { old.appendItems(keys, toSection: section) }
    }
    var new = DiffableDataSourceSnapshot<Occurrence<String>, Occurrence<AnyItem>>()
    for section in model.sectionIdentifiers {
      let key = Occurrence(value: section, index: 0)
      new.appendSections([key])
      let items = model.itemIdentifiers(inSection: section).map { Occurrence(value: $0, index: 0) }
      if !items.isEmpty { new.appendItems(items, toSection: key) }
    }
    return SectionedDiff.batchUpdate(from: old, to: new)
  }

  /// After an accepted batch: the sections the view shows now, the apply event, and the out-of-sync warning.
  private func finishAcceptedBatch(_ update: BatchUpdate, old: Snapshot, sectionsBefore: [String]) {
    classicDataSource?.shownSections = Self.sectionsAfter(
      update, before: sectionsBefore, model: working.sectionIdentifiers, count: view.rowIdentities.count)
    lab.unsyncedEdits = []
    reportClassicApply(mode: .batch, update: update, old: old)
    let report = outOfSyncReport()
    if !report.isEmpty { record(.warning(.outOfSync(report))) }
  }

  /// The section identifiers a view shows after a valid batch: surviving sections keep theirs (moved ones land at
  /// their destinations), inserted and reloaded sections read the model's at their final index.
  static func sectionsAfter(_ update: BatchUpdate, before: [String], model: [String], count: Int) -> [String] {
    var result = [String?](repeating: nil, count: count)
    let reloaded = Set(update.reloadedSections)
    let gone = Set(update.deletedSections).union(update.movedSections.map(\.from))
    let inserted = Set(update.insertedSections)
    for move in update.movedSections where move.to < count && move.from < before.count {
      result[move.to] = before[move.from]
    }
    var fresh = inserted
    var survivors = before.indices.filter { !gone.contains($0) }.makeIterator()
    for index in 0..<count where result[index] == nil && !inserted.contains(index) {
      guard let old = survivors.next() else { break }
      if reloaded.contains(old) { fresh.insert(index) } else { result[index] = before[old] }
    }
    for index in fresh where index < count { result[index] = index < model.count ? model[index] : nil }
    return result.enumerated().map { $0.element ?? ($0.offset < model.count ? model[$0.offset] : "?") }
  }

  /// The rows (and sections) the classic view shows that differ from what the model holds there.
  func outOfSyncReport() -> OutOfSyncReport {
    let model = working
    var report = OutOfSyncReport(sections: [], rows: [], view: view.kind)
    for (index, section) in (classicDataSource?.shownSections ?? []).enumerated()
    where model.sectionIdentifier(at: index) != section {
      report.sections.append(.init(index: index, shown: section, model: model.sectionIdentifier(at: index)))
    }
    report.rows = view.outOfSyncRows.map { row in
      OutOfSyncReport.Row(
        indexPath: row.indexPath, shown: row.shown?.base as? AnyItem, model: row.held?.base as? AnyItem)
    }
    return report
  }

  private func reportClassicApply(mode: ApplyReport.Mode, update: BatchUpdate, old: Snapshot) {
    controllersDidCommit()
    let report = ApplyReport(
      mode: mode, view: view.kind, section: nil, update: update, old: old, new: applied,
      layout: layoutReport(changes: mode == .batch ? update : nil, allRows: reportsEveryRow),
      duration: nil, isFirstApply: false, cause: nil, isClassic: true)
    state.lastApply = LastApply(mode: report.mode, update: report.update)
    record(.apply(report))
  }

  /// A cell-provider failure (an injected bug) of the view, met by the command being run.
  func cellFailure(_ failure: ViewFailure) -> ShellError {
    guard let bug = lab.bug else { return .rejectedBatch(rejection(failure, calls: [], implicit: true)) }
    return .cellProvider(CellProviderFailure(bug: bug, failure: failure, trigger: runningName))
  }

  /// Refuses a command written in the other view's words (`delete-rows-at` on a collection view): `command` is the
  /// command in a table's words (true) or a collection view's (false).
  func requireViewWords(_ rows: Bool, of command: (_ rows: Bool) -> SessionCommand) throws(ShellError) {
    let written = command(rows).name
    let correct = command(view.isTable).name
    if written != correct { throw .wrongViewWords(command: written, correct: correct) }
  }

  /// The cell-provider failure inside `error` (an injected bug met by the view), as the command's error; nil when
  /// `error` is no such failure.
  func cellProviderFailure(in error: ShellError, trigger: SessionCommand) -> ShellError? {
    guard let bug = lab.bug else { return nil }
    let failure: ViewFailure
    switch error {
    case .cellProvider(let found):
      return .cellProvider(CellProviderFailure(bug: bug, failure: found.failure, trigger: Self.trigger(trigger)))
    case .dataSource(.viewFailedAfterUpdate(let viewError)), .dataSource(.collectionView(let viewError)),
      .collectionView(let viewError):
      failure = .collectionView(viewError)
    case .dataSource(.tableViewFailedAfterUpdate(let viewError)), .dataSource(.tableView(let viewError)),
      .tableView(let viewError):
      failure = .tableView(viewError)
    default: return nil
    }
    guard failure.rule == nil else { return nil }
    return .cellProvider(CellProviderFailure(bug: bug, failure: failure, trigger: Self.trigger(trigger)))
  }

  /// The command named as what met an injected bug ("as it was before apply"): one that asks the cell provider.
  private static func trigger(_ command: SessionCommand) -> String {
    command.traits.contains(.asksCellProvider) ? command.name : "the command"
  }
}
