// SimpleList, GroupedList and OutlineList: typed selection, swipe actions, context menus, headers and footers,
// outline expansion through the handlers, and serialized applies under concurrent callers.

import ListKitTestSupport
import Testing

@testable import Lists

@MainActor
@Suite struct SimpleListTests {
  @Test func onSelectReceivesTheTypedItemAndSingleSelectionDeselects() async {
    let list = SimpleList<Product>(collectionView: HeadlessCollectionView(viewportHeight: 5))
    var selected: [Product] = []
    list.onSelect = { selected.append($0) }
    await list.setItems([Product(id: 1, name: "a"), Product(id: 2, name: "b")])
    #expect(list.items.map(\.id) == [1, 2])
    list.collectionView.userTap(at: IndexPath(item: 1, section: 0))
    #expect(selected.map(\.name) == ["b"])
    #expect(list.collectionView.indexPathsForSelectedItems == nil)  // deselected before onSelect
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test func multipleSelectionKeepsTheSelection() async {
    let list = SimpleList<Row>()
    list.collectionView.allowsMultipleSelection = true
    var events: [String] = []
    list.onSelect = { events.append("select \($0.value)") }
    list.onDeselect = { events.append("deselect \($0.value)") }
    await list.setItems {
      Row(1)
      Row(2)
    }
    list.collectionView.userTap(at: IndexPath(item: 0, section: 0))
    list.collectionView.userTap(at: IndexPath(item: 1, section: 0))
    list.collectionView.userTap(at: IndexPath(item: 0, section: 0))
    #expect(events == ["select 1", "select 2", "deselect 1"])
    #expect(list.selectedItems == [Row(2)])
  }

  @Test("The handlers are one value: set once, a collection list and a table list both act on them")
  func handlersAreOneValue() async {
    var log: [String] = []
    var handlers = ListHandlers<Contact>()
    handlers.onDelete = { log.append("delete \($0.id)") }
    handlers.contextMenuProvider = { contact in ContextMenu(title: contact.id, actions: []) }
    let collection = SimpleList<Contact>()
    let table = SimpleTableList<Contact>()
    collection.handlers = handlers
    table.handlers = handlers
    #expect(collection.onDelete != nil && table.contextMenuProvider != nil && table.onSelect == nil)
    await collection.setItems([Contact(id: "amy")])
    await table.setItems([Contact(id: "bob")])
    let first = IndexPath(item: 0, section: 0)
    #expect(collection.performSwipeAction(titled: "Delete", at: first))
    #expect(table.performSwipeAction(titled: "Delete", at: first))
    #expect(log == ["delete amy", "delete bob"])
    #expect(table.contextMenu(at: first)?.title == "bob")
    // A handler set by name is that member of the one value.
    table.onSelect = { _ in }
    #expect(table.handlers.onSelect != nil && collection.handlers.onSelect == nil)
  }

  @Test func onDeleteThroughTheAutomaticSwipeAction() async {
    let list = SimpleList<Product>()
    var store = [Product(id: 1, name: "a"), Product(id: 2, name: "b")]
    var deleted: [Product] = []
    await list.setItems(store)
    let at = IndexPath(item: 0, section: 0)
    #expect(list.swipeActions(.trailing, at: at).isEmpty)
    list.onDelete = { product in
      deleted.append(product)
      store.removeAll { $0.id == product.id }
    }
    let actions = list.swipeActions(.trailing, at: at)
    #expect(actions.map(\.title) == ["Delete"])
    #expect(actions.map(\.style) == [.destructive])
    #expect(list.performSwipeAction(titled: "Delete", at: at))
    #expect(deleted.map(\.id) == [1])
    await list.setItems(store)
    #expect(list.items.map(\.id) == [2])
    #expect(!list.performSwipeAction(titled: "Delete", at: IndexPath(item: 5, section: 0)))
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test func swipeProvidersReplaceTheAutomaticDelete() async {
    let list = SimpleList<Row>()
    var log: [String] = []
    list.onDelete = { log.append("delete \($0.value)") }
    list.trailingSwipeActionsProvider = { row in
      [SwipeAction("Flag") { log.append("flag \(row.value)") }, SwipeAction("Remove", style: .destructive) {}]
    }
    list.leadingSwipeActionsProvider = { row in [SwipeAction("Pin") { log.append("pin \(row.value)") }] }
    await list.setItems([Row(7)])
    let at = IndexPath(item: 0, section: 0)
    #expect(list.swipeActions(.trailing, at: at).map(\.title) == ["Flag", "Remove"])
    #expect(!list.performSwipeAction(titled: "Delete", at: at))
    #expect(list.performSwipeAction(titled: "Flag", at: at))
    #expect(list.performSwipeAction(titled: "Pin", .leading, at: at))
    #expect(log == ["flag 7", "pin 7"])
  }

  @Test func contextMenuDescriptors() async {
    let list = SimpleList<Row>()
    var log: [String] = []
    list.contextMenuProvider = { row in
      guard row.value != 2 else { return nil }
      return ContextMenu(
        title: "Row \(row.value)",
        actions: [
          ContextMenu.Action("Copy") { log.append("copy \(row.value)") },
          ContextMenu.Action("Delete", style: .destructive) { log.append("delete \(row.value)") },
        ])
    }
    await list.setItems([Row(1), Row(2)])
    let menu = list.contextMenu(at: IndexPath(item: 0, section: 0))
    #expect(menu?.title == "Row 1")
    #expect(menu?.actions.map(\.title) == ["Copy", "Delete"])
    #expect(menu?.actions.map(\.style) == [.normal, .destructive])
    #expect(list.contextMenu(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(list.performContextMenuAction(titled: "Delete", at: IndexPath(item: 0, section: 0)))
    #expect(!list.performContextMenuAction(titled: "Copy", at: IndexPath(item: 1, section: 0)))
    #expect(log == ["delete 1"])
  }

  @Test func concurrentSetItemsEndInTheLastCallsState() async {
    let view = HeadlessCollectionView(viewportHeight: 7)
    view.tracksRowIdentities = true
    let list = SimpleList<Product>(collectionView: view)
    var generator = SplitMix64(seed: 42)
    let states: [[Product]] = (0..<60).map { round in
      (0..<20).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        .map { Product(id: $0, name: "\($0)@\(round % 3)") }
    }
    var callOrder: [Int] = []
    var tasks: [Task<Void, Never>] = []
    for (index, state) in states.enumerated() {
      tasks.append(
        Task { @MainActor in
          callOrder.append(index)  // same synchronous segment as the call below: records the call order
          await list.setItems(state)
          #expect(view.invariantViolations().isEmpty)
        })
      if index % 7 == 0 { await Task.yield() }
    }
    for task in tasks { await task.value }
    let last = states[callOrder.last!]
    #expect(list.items.map(\.id) == last.map(\.id))
    #expect(visibleTexts(view) == Array(last.prefix(7)).map(\.name))
    #expect(view.rowIdentities == [last.map { AnyHashable($0) }])
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func supersededCallsAreSkippedAndCancelledCallsDoNotApply() async {
    let list = SimpleList<Row>()
    await list.setItems([Row(0)])
    // Queue three calls before any runs: only the newest is applied.
    let first = Task { @MainActor in await list.setItems([Row(1)]) }
    let second = Task { @MainActor in await list.setItems([Row(2)]) }
    let third = Task { @MainActor in await list.setItems([Row(3)]) }
    let superseded = await first.value
    #expect(list.items == [Row(3)])  // the superseded call returns once the newer state is shown
    #expect(superseded == nil)  // … and says it sent nothing
    #expect(await second.value == nil)
    #expect(await third.value?.batchUpdate.insertedItems == [IndexPath(item: 0, section: 0)])
    #expect(list.dataSource.snapshot().numberOfSections == 1)

    // A cancelled newest call does not apply; the live call before it does.
    let live = Task { @MainActor in await list.setItems([Row(4)]) }
    let cancelled = Task { @MainActor in await list.setItems([Row(5)]) }
    cancelled.cancel()
    _ = await live.value
    #expect(await cancelled.value == nil)
    #expect(list.items == [Row(4)])
    #expect(list.collectionView.invariantViolations().isEmpty)
  }
}

@MainActor
@Suite struct GroupedListTests {
  func header(_ list: GroupedList<String, Row>, _ section: Int) -> String? {
    (list.collectionView.supplementaryView(
      forElementKind: GroupedList<String, Row>.headerKind, at: IndexPath(item: 0, section: section)) as? SectionTextView)?
      .text
  }

  func footer(_ list: GroupedList<String, Row>, _ section: Int) -> String? {
    (list.collectionView.supplementaryView(
      forElementKind: GroupedList<String, Row>.footerKind, at: IndexPath(item: 0, section: section)) as? SectionTextView)?
      .text
  }

  @Test func headersAndFootersShowTheSectionText() async {
    let list = GroupedList<String, Row>()
    var tapped: [Row] = []
    list.onSelect = { tapped.append($0) }
    await list.setSections {
      SnapshotSection("a", header: "Alpha", footer: "2 rows") {
        Row(1)
        Row(2)
      }
      SnapshotSection("b", header: "Beta") { Row(3) }
    }
    #expect(header(list, 0) == "Alpha")
    #expect(footer(list, 0) == "2 rows")
    #expect(header(list, 1) == "Beta")
    #expect(footer(list, 1) == nil)
    #expect(list.sections.map(\.header) == ["Alpha", "Beta"])
    list.collectionView.userTap(at: IndexPath(item: 0, section: 1))
    #expect(tapped == [Row(3)])

    // Text of a section that stays is refreshed; providers override it.
    list.headerContentProvider = { id, text in text.map { "\($0) (\(id))" } }
    await list.setSections([
      SectionModel(id: "b", items: [Row(3)], header: "Beta 2"),
      SectionModel(id: "c", items: [Row(4)], footer: "end"),
    ])
    #expect(header(list, 0) == "Beta 2 (b)")
    #expect(header(list, 1) == nil)
    #expect(footer(list, 1) == "end")
    #expect(list.headerText(for: "b") == "Beta 2 (b)")
    #expect(list.dataSource.applier.header(for: "a") == nil)  // trimmed after the apply
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test func outgoingSectionsKeepTheirTextDuringTheApply() async {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let list = ListDataSource<String, Row>(collectionView: view)
    view.register(SectionTextView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
    view.supplementaryElementKinds = ["header"]
    var seenDuringApply: [String?] = []
    list.dataSource.supplementaryViewProvider = { view, kind, indexPath in
      seenDuringApply.append(list.applier.header(for: "old"))
      return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
    }
    await list.apply([SectionModel(id: "old", items: [Row(1)], header: "Old")])
    seenDuringApply = []
    await list.apply([SectionModel(id: "new", items: [Row(2)], header: "New")])
    #expect(seenDuringApply == ["Old"])  // asked for "new" while "old" was leaving
    #expect(list.applier.header(for: "old") == nil)
    #expect(list.applier.header(for: "new") == "New")
  }

  @Test func swipeAndContextMenuWorkPerSection() async {
    let list = GroupedList<String, Row>()
    var deleted: [Row] = []
    list.onDelete = { deleted.append($0) }
    await list.setSections([SectionModel(id: "a", items: [Row(1)]), SectionModel(id: "b", items: [Row(2)])])
    #expect(list.performSwipeAction(titled: "Delete", at: IndexPath(item: 0, section: 1)))
    #expect(deleted == [Row(2)])
  }
}

@MainActor
@Suite struct OutlineListTests {
  func folders() -> [OutlineItem<Row>] {
    [
      OutlineItem(Row(1), isExpanded: true, children: [OutlineItem(Row(11)), OutlineItem(Row(12))]),
      OutlineItem(Row(2), children: [OutlineItem(Row(21))]),
      OutlineItem(Row(3)),
    ]
  }

  @Test func userExpandAndCollapseGoThroughTheHandlers() async throws {
    let list = OutlineList<Row>()
    var log: [String] = []
    list.shouldExpandItem = { $0.value != 3 || log.contains("allow 3") }
    list.willExpandItem = { log.append("expand \($0.value)") }
    list.willCollapseItem = { log.append("collapse \($0.value)") }
    await list.setItems(folders())
    #expect(list.items == [Row(1), Row(11), Row(12), Row(2), Row(3)])

    #expect(try list.userExpand(Row(2)))
    #expect(list.items == [Row(1), Row(11), Row(12), Row(2), Row(21), Row(3)])
    #expect(try !list.userExpand(Row(2)))  // already expanded
    #expect(try list.userCollapse(Row(1)))
    #expect(list.items == [Row(1), Row(2), Row(21), Row(3)])
    #expect(try !list.userExpand(Row(3)))  // shouldExpandItem said no
    #expect(log == ["expand 2", "collapse 1"])
    #expect(throws: DataSourceError.self) { try list.userExpand(Row(11)) }  // hidden row
    #expect(list.isExpanded(Row(2)))
    #expect(!list.isExpanded(Row(1)))
    #expect(!list.isExpanded(Row(99)))
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test func lazyChildrenAreLoadedOnFirstExpansion() async throws {
    let list = OutlineList<Row>()
    var loads: [Int] = []
    list.childrenProvider = { parent in
      loads.append(parent.value)
      return [OutlineItem(Row(parent.value * 100)), OutlineItem(Row(parent.value * 100 + 1))]
    }
    await list.setItems(folders())
    #expect(try list.userExpand(Row(3)))
    #expect(list.items.suffix(3) == [Row(3), Row(300), Row(301)])
    #expect(try list.userCollapse(Row(3)))
    #expect(try list.userExpand(Row(3)))
    #expect(loads == [3])  // children exist now: not asked again
    #expect(try list.userExpand(Row(2)))  // has children already: provider not asked
    #expect(loads == [3])
    #expect(list.sectionSnapshot.children(of: Row(3)) == [Row(300), Row(301)])

    list.childrenProvider = { _ in [OutlineItem(Row(1))] }  // repeats an item of the tree
    #expect(throws: DataSourceError.self) { try list.userExpand(Row(300)) }
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test func expansionIsKeptAcrossSetItems() async throws {
    let list = OutlineList<Row>()
    await list.setItems(folders())
    try list.userCollapse(Row(1))
    try list.userExpand(Row(2))
    await list.setItems {
      OutlineItem(Row(1), isExpanded: true) {
        Row(11)
        Row(12)
        Row(13)
      }
      OutlineItem(Row(2)) { Row(21) }
      OutlineItem(Row(4), isExpanded: true) { Row(41) }
      OutlineItem(Row(5)) { Row(51) }
    }
    #expect(!list.isExpanded(Row(1)))  // the user's collapse wins over the flag
    #expect(list.isExpanded(Row(2)))  // the user's expansion wins over the flag
    #expect(list.isExpanded(Row(4)))  // new item: its flag
    #expect(!list.isExpanded(Row(5)))
    #expect(list.items == [Row(1), Row(2), Row(21), Row(4), Row(41), Row(5)])
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test func programmaticExpandCollapseAndTypedSelection() async {
    let list = OutlineList<Row>()
    var selected: [Row] = []
    list.onSelect = { selected.append($0) }
    var asked = false
    list.shouldExpandItem = { _ in
      asked = true
      return false
    }
    await list.setItems(folders())
    await list.expand([Row(2)])
    await list.collapse([Row(1)])
    #expect(!asked)  // programmatic changes do not ask the handlers
    #expect(list.items == [Row(1), Row(2), Row(21), Row(3)])
    list.collectionView.userTap(at: IndexPath(item: 2, section: 0))
    #expect(selected == [Row(21)])
    #expect(list.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func changedContentInTheOutlineIsReconfigured() async {
    let list = OutlineList<Product>()
    await list.setItems { OutlineItem(Product(id: 1, name: "a"), isExpanded: true) { Product(id: 2, name: "b") } }
    await list.setItems { OutlineItem(Product(id: 1, name: "a")) { Product(id: 2, name: "B") } }
    #expect(visibleTexts(list.collectionView) == ["a", "B"])
    #expect(list.collectionView.statistics(for: ProductCell.self).creations == 2)
  }
}
