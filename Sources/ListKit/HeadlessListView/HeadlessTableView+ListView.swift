// The headless table view as a ``HeadlessListView``: the shared protocol's members over the table's own UIKit-shaped
// API and the engine (ListViewEngine+Calls.swift).

extension HeadlessTableView: HeadlessListView {
  public var wording: FailureWording { listWording }

  public func rowCount(inSection section: Int) throws(ListViewError) -> Int { try listTryRowCount(inSection: section) }

  public var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows }

  public func cell(at indexPath: IndexPath) -> HeadlessTableViewCell? { cellForRow(at: indexPath) }

  public func register(_ cellClass: HeadlessTableViewCell.Type, forReuseIdentifier identifier: String) {
    register(cellClass, forCellReuseIdentifier: identifier)
  }

  public func tryDequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(ListViewError) -> HeadlessTableViewCell
  {
    try erasingFailure { () throws(TableViewError) in
      try tryDequeueReusableCell(withIdentifier: identifier, for: indexPath)
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
