// The headless table view as a ``HeadlessListView``: the shared protocol's members over the table's own UIKit-shaped
// API and the engine (ListViewEngine+Calls.swift).

extension HeadlessTableView: HeadlessListView {
  public var wording: FailureWording { listWording }

  public func rowCount(inSection section: Int) throws(ListViewError) -> Int {
    try erasingFailure { () throws(TableViewError) in try tryNumberOfRows(inSection: section) }
  }

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

  public var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows }

  public var listDataSource: (any HeadlessListViewDataSource)? {
    get { dataSource as? any HeadlessListViewDataSource }
    set { dataSource = newValue }
  }

  public var listDelegate: (any HeadlessListViewDelegate)? {
    get { delegate as? any HeadlessListViewDelegate }
    set { delegate = newValue }
  }

  public func tryPerform(_ call: ListViewCall) throws(ListViewError) {
    try erasingFailure { () throws(TableViewError) in try listPerform(call) }
  }

  public func tryPerformBatchUpdates(
    _ calls: [BatchCall], animation: RowAnimation, updateModel: () -> Void
  ) throws(ListViewError) {
    try erasingFailure { () throws(TableViewError) in
      try tryPerformBatchUpdates {
        updateModel()
        record(calls, animation: animation)
      }
    }
  }
}

extension HeadlessTableView {
  /// The table's update call for `call`, with `animation` where the call takes one.
  func send(_ call: BatchCall, animation: RowAnimation) throws(TableViewError) {
    switch call {
    case .deleteItems(let paths): try tryDeleteRows(at: paths, with: animation)
    case .insertItems(let paths): try tryInsertRows(at: paths, with: animation)
    case .reloadItems(let paths): try tryReloadRows(at: paths, with: animation)
    case .reconfigureItems(let paths): try tryReconfigureRows(at: paths)
    case .moveItem(let from, let to): try tryMoveRow(at: from, to: to)
    case .deleteSections(let sections): try tryDeleteSections(sections, with: animation)
    case .insertSections(let sections): try tryInsertSections(sections, with: animation)
    case .reloadSections(let sections): try tryReloadSections(sections, with: animation)
    case .moveSection(let from, let to): try tryMoveSection(from, toSection: to)
    }
  }
}
