// The headless collection view as a ``HeadlessListView``: the shared protocol's members in rows, over the view's own
// UIKit-shaped API and the engine (ListViewEngine+Calls.swift).

extension HeadlessCollectionView: HeadlessListView {
  public var wording: FailureWording { listWording }

  /// The total number of item rows the view shows (``numberOfRows``).
  public var totalNumberOfRows: Int { list.numberOfRows }

  public func rowCount(inSection section: Int) throws(ListViewError) -> Int { try listTryRowCount(inSection: section) }

  /// The text of the header supplementary view (`elementKindSectionHeader`) displayed for `section`, or nil.
  public func headerTitle(forSection section: Int) -> String? {
    layoutBeforeRead()
    return supplementaryViews[Self.elementKindSectionHeader]?[section]?.text
  }

  /// The text of the footer supplementary view (`elementKindSectionFooter`) displayed for `section`, or nil.
  public func footerTitle(forSection section: Int) -> String? {
    layoutBeforeRead()
    return supplementaryViews[Self.elementKindSectionFooter]?[section]?.text
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

  public var selectedIndexPaths: [IndexPath] { list.selection.sorted() }

  public var listDataSource: (any HeadlessListViewDataSource)? {
    get { dataSource as? any HeadlessListViewDataSource }
    set { dataSource = newValue }
  }

  public var listDelegate: (any HeadlessListViewDelegate)? {
    get { delegate as? any HeadlessListViewDelegate }
    set { delegate = newValue }
  }

  public func tryPerform(_ call: ListViewCall) throws(ListViewError) { try listTryPerform(call) }

  public func tryPerformBatchUpdates(
    _ calls: [BatchCall], animation: RowAnimation, updateModel: () -> Void
  ) throws(ListViewError) {
    try listTryPerformBatchUpdates(calls, animation: animation, updateModel: updateModel)
  }
}
