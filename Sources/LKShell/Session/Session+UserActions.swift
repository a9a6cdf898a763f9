// What a user does to the view and what an app does in return (docs/language.md §7): a new view and data source
// (`view table|collection`), section titles (`set-header`, `set-footer`), swipe-to-delete and drag-to-reorder. The
// user actions go through the view's and the data source's own paths (the table's `canEditRowAt` / `commit`,
// `canMoveRowAt` / `moveRowAt`; the collection's list swipe actions and `reorderingHandlers`); each call is reported.

import ListKit
import Lists

extension Session {
  // MARK: The view

  /// `view table|collection`: a new view of `kind` and a new data source for it, of the same kind, empty (the next
  /// apply is a reloadData). The state is kept; what the new view cannot show is dropped, with a warning naming it.
  func replaceView(with kind: ViewKind, style: HeadlessTableView.Style? = nil) throws(ShellError) {
    if let style, kind != .table { throw .tableStyleOnCollectionView(style) }
    if kind == .table { state.tableStyle = style ?? .plain }
    let dropped = install(view: kind, dataSource: state.dataSourceKind)
    defer { if let dropped { record(.warning(.droppedSectionSnapshots(dropped))) } }
    record(
      .viewReplaced(
        ViewReplacement(
          view: kind, tableStyle: kind == .table ? state.tableStyle : nil, dataSource: state.dataSourceKind,
          workingSections: working.numberOfSections,
          workingItems: working.numberOfItems, carriedTrees: state.carriedTrees.keys.sorted())))
  }

  /// A new, empty view of `view` with a new data source of `kind` (`view`, `data-source`). The working snapshot,
  /// content, titles, settings and history are kept. The stored section snapshots are carried to the new data source
  /// when it has section snapshots (they come back with its first apply); otherwise they go, and a warning names them
  /// and the items that were hidden under collapsed parents (returned, for the command to report after its own
  /// event). The ticks are carried to a new diffable data source (its first apply sets them on the new controllers
  /// of the items it shows); a classic one, which keeps no history, starts every Todo unticked. Edits a classic view
  /// was not told about go with it.
  func install(view: ViewKind, dataSource kind: DataSourceKind) -> DroppedSectionSnapshots? {
    let old = shown
    let trees = state.carriedTrees.merging(old.trees) { _, current in current }
    state.carriedTicks = kind == .diffable ? state.carriedTicks.union(old.ticked) : []
    switch kind {
    case .classic:
      replaceDataSource(
        with: ClassicDataSource(
          session: self, view: view, tableStyle: state.tableStyle, viewportHeight: settings.viewport))
    case .diffable:
      replaceDataSource(
        with: Self.makeDataSource(
          view, tableStyle: state.tableStyle, viewportHeight: settings.viewport, controllers: cellControllers))
    }
    state.treeSections = []
    lab.unsyncedEdits = []
    if dataSource.outline != nil {
      state.carriedTrees = trees
      return nil
    }
    state.carriedTrees = [:]
    return trees.isEmpty ? nil : DroppedSectionSnapshots(trees, reason: .noSectionSnapshots(view, kind))
  }

  /// After the first apply of a new view: the section snapshots carried from the old one come back where they fit the
  /// rows the view now shows (applied without animation, they send nothing); returns the others, which are dropped.
  func restoreCarriedTrees() throws(DataSourceError) -> DroppedSectionSnapshots? {
    guard !state.carriedTrees.isEmpty else { return nil }
    let trees = state.carriedTrees
    state.carriedTrees = [:]
    guard let outline = dataSource.outline else { return nil }
    let current = applied
    var dropped: [String: Tree] = [:]
    for (section, tree) in trees.sorted(by: { $0.key < $1.key }) {
      guard current.contains(section: section), tree.visibleItems == current.itemIdentifiers(inSection: section)
      else {
        dropped[section] = tree
        continue
      }
      _ = try outline.tryApply(tree, to: section, animatingDifferences: false)
      state.treeSections.insert(section)
    }
    return dropped.isEmpty ? nil : DroppedSectionSnapshots(dropped, reason: .rowsChanged)
  }

  /// After the first apply of a new view (inside it, after the carried section snapshots): the ticks carried from
  /// the old view are set on the controllers of the items the view now shows (rows, or hidden under a collapsed
  /// parent); the others go. Returns what changed.
  func restoreCarriedTicks() -> [(item: AnyItem, controller: TodoController)] {
    guard !state.carriedTicks.isEmpty else { return [] }
    let ticked = state.carriedTicks
    state.carriedTicks = []
    return setTicks(ticked.union(tickedItems), isInList: listMembership())
  }

  // MARK: Section titles

  /// `set-header S TEXT` / `set-footer S TEXT` (nil: `-`, remove): the app's model. The view reads a title when it
  /// loads the section (a reloadData, the section inserted or reloaded), as UIKit's does.
  func setTitle(_ title: String?, _ kind: TitleKind, of section: String) throws(ShellError) {
    // A title belongs to a section the app has: in the working snapshot (the model) or shown.
    guard working.contains(section: section) || applied.contains(section: section) else {
      throw .noSuchSection(section, view: view.kind)
    }
    state.sectionTitles.setTitle(title, kind, of: section)
    record(
      .sectionTitle(
        SectionTitleChange(
          kind: kind, section: section, title: title, view: view.kind, isShown: applied.contains(section: section))))
  }

  // MARK: Touching a row

  /// What a user does to a row, as an error says it ("a user can only swipe what is on screen").
  enum RowGesture: String {
    case tap, select, swipe, drag, expand, collapse
  }

  /// The index path of `item`'s row, which must have a cell on screen: a user can only touch (`tap`, `select`,
  /// swipe, drag) what the screen shows.
  ///
  /// - Throws: `.notARow` when the view has no row for `item`, `.offScreen` when its row is scrolled away.
  func rowOnScreen(_ item: AnyItem, _ gesture: RowGesture) throws(ShellError) -> IndexPath {
    guard let indexPath = dataSource.indexPath(for: item) else {
      throw .notARow(item.reference, action: gesture.rawValue, view: view.kind)
    }
    guard view.cell(at: indexPath) != nil else {
      throw .offScreen(item.reference, indexPath, action: gesture.rawValue)
    }
    return indexPath
  }

  // MARK: Swipe actions

  /// The title of the one swipe action the shell's app offers (UIKit's default trailing action of a table).
  static let deleteActionTitle = HeadlessTableView.deleteActionTitle

  /// `swipe ITEM [ACTION]`: a user swipes the row. Without ACTION the row's trailing actions are asked for (a table's
  /// default: "Delete" when `canEditRowAt` says yes; a collection view's list: its trailing provider) and shown;
  /// with ACTION that action is tapped: Delete is `swipe-delete`. An action the row does not offer is an error that
  /// changes nothing.
  func swipe(_ reference: ItemReference, action: String?) throws(ShellError) {
    guard let action else { return try showSwipeActions(reference) }
    guard action.caseInsensitiveCompare(Self.deleteActionTitle) == .orderedSame else {
      let item = try item(reference)
      _ = try rowOnScreen(item, .swipe)
      throw .swipeActionNotOffered(item.reference, action: action, offered: [Self.deleteActionTitle])
    }
    try swipeDelete(reference)
  }

  /// The actions a swipe on the row reveals: the data-source call that decides them, then a note listing them.
  private func showSwipeActions(_ reference: ItemReference) throws(ShellError) {
    _ = try diffableDataSource()
    let item = try item(reference)
    let indexPath = try rowOnScreen(item, .swipe)
    let offered: [String]
    switch view {
    case .table(let table):
      do {
        offered = try table.trySwipeActionsConfiguration(.trailing, forRowAt: indexPath)?.titles ?? []
      } catch { throw .view(.tableView(error)) }
    case .collection:
      let offersDelete = settings.canEdit
      record(.dataSourceCall(.trailingSwipeActions(indexPath, offersDelete: offersDelete)))
      offered = offersDelete ? [Self.deleteActionTitle] : []
    }
    record(.note(.swipeActionsOffered(item, indexPath, offered, setting: SettingName.canEdit.rawValue)))
  }

  // MARK: Swipe to delete

  /// `swipe-delete ITEM`: a user swipes the row and taps Delete. A table asks `tableView(_:canEditRowAt:)`, then
  /// calls `tableView(_:commit:forRowAt:)`; a collection view's list asks its trailing swipe actions provider and
  /// runs the Delete action's handler. Either way the app deletes the item from `dataSource.snapshot()` and applies
  /// it. Refused while the working snapshot has unapplied edits (the apply would replace it).
  func swipeDelete(_ reference: ItemReference) throws(ShellError) {
    _ = try diffableDataSource()
    let item = try item(reference)
    let indexPath = try rowOnScreen(item, .swipe)
    try requireNoUnappliedEdits()
    record(.user(UserAction(kind: .swipeDelete, item: item, indexPath: indexPath, view: view.kind)))
    let kind = view.kind
    func refused(by call: DataSourceCall) -> ShellError {
      .userActionRefused(
        .swipeDelete, item.reference, method: call.method, indexPath, setting: SettingName.canEdit.rawValue, view: kind)
    }
    switch view {
    case .table(let table):
      userActionFailure = nil
      let committed: Bool
      do { committed = try table.tryUserDeleteRow(at: indexPath) } catch { throw .view(.tableView(error)) }
      if let failure = userActionFailure {
        userActionFailure = nil
        throw failure
      }
      guard committed else { throw refused(by: .canEditRow(indexPath, answer: false)) }
    case .collection:
      let offered = settings.canEdit
      record(.dataSourceCall(.trailingSwipeActions(indexPath, offersDelete: offered)))
      guard offered else { throw refused(by: .trailingSwipeActions(indexPath, offersDelete: false)) }
      record(.dataSourceCall(.deleteActionHandler(item)))
      if lab.bug == .deleteRowOnly { try deleteRowOnly(item) } else { try deleteAndApply(item) }
    }
  }

  /// What the app does in `commit(editingStyle: .delete)` (a table's override calls this): delete the item from
  /// `dataSource.snapshot()` and apply it. A failure is kept for the command to throw.
  func appDeletes(_ item: AnyItem) {
    do {
      if lab.bug == .deleteRowOnly { try deleteRowOnly(item) } else { try deleteAndApply(item) }
    } catch { userActionFailed(error) }
  }

  /// With `inject-bug delete-row-only`, the app's Delete handler: it tells the view the row is gone and forgets the
  /// model, whose snapshot still has the item; the view's count check fails (R16) and the view stays as it was.
  private func deleteRowOnly(_ item: AnyItem) throws(ShellError) {
    guard let indexPath = dataSource.indexPath(for: item) else { return }
    do { try view.send(.deleteItems([indexPath])) } catch { throw cellFailure(error) }
  }

  /// Keeps the first failure of a data-source override, which cannot throw, for the user action's command.
  func userActionFailed(_ error: ShellError) {
    if userActionFailure == nil { userActionFailure = error }
  }

  private func deleteAndApply(_ item: AnyItem) throws(ShellError) {
    var snapshot = applied
    do { try snapshot.tryDeleteItems([item]) } catch { throw .snapshot(error) }
    let animated = settings.animate
    let dataSource = try diffableDataSource()
    try perform(mode: animated ? .animated : .noAnimation, cause: .user(.swipeDelete)) {
      () throws(DataSourceError) in try dataSource.tryApply(snapshot, animatingDifferences: animated)
    }
  }

  // MARK: Drag to reorder

  /// `drag ITEM before|after ITEM`, `drag ITEM into S`: a user drags the row to just before or after another row,
  /// or below the last row of a section (an empty one too). A table asks `tableView(_:canMoveRowAt:)`, moves the row
  /// itself and calls `tableView(_:moveRowAt:to:)`, where the app applies the moved snapshot (which sends nothing:
  /// the table shows it already); the layout is then printed. A collection view asks
  /// `reorderingHandlers.canReorderItem`, then calls `willReorder` with the transaction, applies its final snapshot
  /// and calls `didReorder`. Refused while the working snapshot has unapplied edits.
  func drag(_ reference: ItemReference, to target: DragTarget) throws(ShellError) {
    _ = try diffableDataSource()
    let item = try item(reference)
    // An expanded parent is collapsed first and moves with its children (semantics.md §3.8): their rows go too.
    let subtree = expandedSubtree(of: item, inSection: applied.sectionIdentifier(containingItem: item))
    let destination: IndexPath
    let source: IndexPath
    switch target {
    case .relative(let position, let targetReference):
      let target = try self.item(targetReference)
      guard item != target else { throw .dragOntoItself(item.reference) }
      // The user holds the row, so it is on screen; the view scrolls by itself while the row is dragged to its
      // target.
      source = try rowOnScreen(item, .drag)
      guard let targetPath = dataSource.indexPath(for: target) else {
        throw .notARow(target.reference, action: RowGesture.drag.rawValue, view: view.kind)
      }
      try requireNoUnappliedEdits()
      // The destination is where the row ends up: the frame after the move, with the row (and its subtree) taken out
      // first.
      var row = targetPath.item
      if source.section == targetPath.section && source.item < targetPath.item {
        if subtree.contains(target) { throw .dragIntoItself(item.reference, target: target.reference) }
        row -= 1 + subtree.count
      }
      if position == .after { row += 1 }
      destination = IndexPath(item: row, section: targetPath.section)
    case .endOf(let section):
      source = try rowOnScreen(item, .drag)
      let shown = applied
      guard let sectionIndex = shown.indexOfSection(section) else { throw .noSuchSection(section, view: view.kind) }
      try requireNoUnappliedEdits()
      // Below the section's last row: its row count after the move (the row and the children it takes along leave
      // first when it comes from the same section).
      var row = shown.numberOfItems(inSection: section)
      if source.section == sectionIndex {
        row -= 1 + subtree.count
      }
      destination = IndexPath(item: row, section: sectionIndex)
    }
    record(.user(UserAction(kind: .drag, item: item, indexPath: source, destination: destination, view: view.kind)))
    let kind = view.kind
    func refused(by call: DataSourceCall) -> ShellError {
      .userActionRefused(
        .drag, item.reference, method: call.method, source, setting: SettingName.canMove.rawValue, view: kind)
    }
    switch dataSource {
    case let table as ShellTableDataSource:
      guard try dragRow(item, in: table, from: source, to: destination) else {
        throw refused(by: .canMoveRow(source, answer: false))
      }
    case let collection as ShellCollectionDataSource:
      collection.resetPendingReorder()
      defer { collection.resetPendingReorder() }
      var moved = false
      // What reached the view is the user's move (UIKit moved the cell during the interaction): the report, the
      // history step and `expect diff` name the dragged item, not whichever the diff of the final snapshot picks.
      // An expanded parent collapses as the drag begins: its children's rows (right below it) are deleted, in the
      // same update, so that replaying the update gives the rows on screen.
      var userMove = BatchUpdate()
      userMove.deletedItems = subtree.indices.map { IndexPath(item: source.item + 1 + $0, section: source.section) }
      if source != destination { userMove.movedItems = [.init(from: source, to: destination)] }
      try perform(mode: .animated, cause: .user(.drag), origin: .userDrag(item), reportedUpdate: userMove) {
        () throws(DataSourceError) in
        guard try collection.tryUserMoveItem(at: source, to: destination) != nil else { return nil }
        moved = true
        return collection.pendingReorderUpdate
      }
      if let didReorder = collection.pendingDidReorder { record(didReorder) }
      guard moved else { throw refused(by: .canReorderItem(item, answer: false)) }
    default:
      throw .needsDataSource(.diffable, command: runningName)
    }
  }

  /// The rows under `item` that a drag hides by collapsing it: its visible descendants when it is an expanded parent
  /// of a stored section snapshot, else none.
  private func expandedSubtree(of item: AnyItem, inSection section: String?) -> [AnyItem] {
    guard let section, state.treeSections.contains(section), let tree = dataSource.outline?.snapshot(for: section),
      tree.isExpanded(item)
    else { return [] }
    return tree.snapshot(of: item).visibleItems
  }

  /// A table's interactive move: the table moves the row and tells the data source, whose override applies the moved
  /// snapshot. What reached the table is the user's move: it is the history step and `expect diff`'s last update.
  /// Returns false when `canMoveRowAt` said no (nothing happened).
  private func dragRow(
    _ item: AnyItem, in dataSource: ShellTableDataSource, from source: IndexPath, to destination: IndexPath
  ) throws(ShellError) -> Bool {
    guard case .table(let table) = dataSource.view else { return false }
    let old = applied
    userActionFailure = nil
    let moved: Bool
    do { moved = try table.tryUserMoveRow(at: source, to: destination) } catch { throw .view(.tableView(error)) }
    if let failure = userActionFailure {
      // The table moved the row and the data source followed it: the move stands; say what went wrong in the app.
      userActionFailure = nil
      record(.note(.appFailedAfterUserMove(failure.description)))
    }
    guard moved else { return false }
    var update = BatchUpdate()
    if source != destination { update.movedItems = [.init(from: source, to: destination)] }
    recordUserMove(update, old: old, item: item)
    return true
  }
}
