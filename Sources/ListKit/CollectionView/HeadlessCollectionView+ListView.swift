// The headless collection view as a ``HeadlessListView``: the shared protocol's members in rows, over the view's own
// UIKit-shaped API and the engine (ListViewEngine+Calls.swift).

extension HeadlessCollectionView: HeadlessListView {
  public var wording: FailureWording { listWording }

  /// The total number of item rows the view shows (``numberOfRows``).
  public var totalNumberOfRows: Int { list.numberOfRows }

  public func rowCount(inSection section: Int) throws(ListViewError) -> Int {
    try erasingFailure { () throws(CollectionViewError) in try tryNumberOfItems(inSection: section) }
  }

  /// The text of the header supplementary view (`elementKindSectionHeader`) displayed for `section`, or nil.
  public func headerTitle(forSection section: Int) -> String? {
    supplementaryViews[Self.elementKindSectionHeader]?[section]?.text
  }

  /// The text of the footer supplementary view (`elementKindSectionFooter`) displayed for `section`, or nil.
  public func footerTitle(forSection section: Int) -> String? {
    supplementaryViews[Self.elementKindSectionFooter]?[section]?.text
  }

  public var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

  public func cell(at indexPath: IndexPath) -> HeadlessCell? { cellForItem(at: indexPath) }

  public func register(_ cellClass: HeadlessCell.Type, forReuseIdentifier identifier: String) {
    register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  public func tryDequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(ListViewError) -> HeadlessCell
  {
    try erasingFailure { () throws(CollectionViewError) in
      try tryDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
  }

  public var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems }

  public var listDataSource: (any HeadlessListViewDataSource)? {
    get { dataSource as? any HeadlessListViewDataSource }
    set { dataSource = newValue }
  }

  public var listDelegate: (any HeadlessListViewDelegate)? {
    get { delegate as? any HeadlessListViewDelegate }
    set { delegate = newValue }
  }

  public func tryPerform(_ call: ListViewCall) throws(ListViewError) {
    try erasingFailure { () throws(CollectionViewError) in try listPerform(call) }
  }

  public func tryPerformBatchUpdates(
    _ calls: [BatchCall], animation: HeadlessTableView.RowAnimation, updateModel: () -> Void
  ) throws(ListViewError) {
    try erasingFailure { () throws(CollectionViewError) in
      try tryPerformBatchUpdates {
        updateModel()
        record(calls, animation: animation)
      }
    }
  }
}

extension HeadlessCollectionView {
  /// The collection view's update call for `call` (a collection view takes no animation).
  func send(_ call: BatchCall, animation: HeadlessTableView.RowAnimation) throws(CollectionViewError) {
    switch call {
    case .deleteItems(let paths): try tryDeleteItems(at: paths)
    case .insertItems(let paths): try tryInsertItems(at: paths)
    case .reloadItems(let paths): try tryReloadItems(at: paths)
    case .reconfigureItems(let paths): try tryReconfigureItems(at: paths)
    case .moveItem(let from, let to): try tryMoveItem(at: from, to: to)
    case .deleteSections(let sections): try tryDeleteSections(sections)
    case .insertSections(let sections): try tryInsertSections(sections)
    case .reloadSections(let sections): try tryReloadSections(sections)
    case .moveSection(let from, let to): try tryMoveSection(from, toSection: to)
    }
  }
}
