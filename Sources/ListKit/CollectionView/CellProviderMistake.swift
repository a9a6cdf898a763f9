// The mistakes a cell provider can make (docs/semantics.md §10), made on purpose: a teaching tool (the shell's update
// lab) or a test injects one into an otherwise correct provider and sees UIKit's failure with its message.

/// A mistake of a cell provider that UIKit raises on (docs/semantics.md §10). Package API: the shell's update lab
/// (`inject-bug`) and ListKit's tests make these on purpose; an app has no use for them.
package enum CellProviderMistake: String, CaseIterable, Sendable {
  /// Creates a cell registration inside the provider and dequeues with it.
  case registrationCreatedInProvider = "registration-in-provider"
  /// When the item is reconfigured, dequeues with another reuse identifier than its existing cell's (otherwise
  /// behaves).
  case differentRegistrationOnReconfigure = "other-registration-on-reconfigure"
  /// Dequeues with a reuse identifier that was never registered.
  case unregisteredReuseIdentifier = "unregistered-identifier"
  /// Returns a cell it created itself instead of dequeuing one.
  case cellNotDequeued = "cell-not-dequeued"
  /// Returns nil.
  case nilCell = "nil-cell"
}

extension HeadlessCollectionView {
  /// The reuse identifier ``CellProviderMistake/unregisteredReuseIdentifier`` dequeues with (never register it).
  package nonisolated static let unregisteredMistakeIdentifier = "ListKit.unregistered-cell"

  /// What a cell provider making `mistake` returns for `indexPath`, through the checked API: the view then reports
  /// the mistake, with UIKit's message, from the update, reload or scroll that asked (the diffable data source's
  /// apply throws it as `DataSourceError.viewFailedAfterUpdate`). Call it from the provider in place of the correct
  /// code; `correctCell` is that code, used where the mistake only shows on a reconfigure.
  ///
  /// ```swift
  /// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
  ///   if let mistake = lab.mistake {
  ///     return view.cell(making: mistake, at: indexPath) { correct(view, indexPath, item) }
  ///   }
  ///   return correct(view, indexPath, item)
  /// }
  /// ```
  ///
  /// - Complexity: O(1) plus `correctCell`.
  package func cell(
    making mistake: CellProviderMistake, at indexPath: IndexPath, correctCell: () -> HeadlessCell?
  ) -> HeadlessCell? {
    switch mistake {
    case .registrationCreatedInProvider:
      let registration = CellRegistration<HeadlessCell, IndexPath> { _, _, _ in }
      return try? tryDequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath)
    case .differentRegistrationOnReconfigure:
      guard let existing = list.reconfiguring, existing.indexPath == indexPath else { return correctCell() }
      let other = (existing.cell.reuseIdentifier ?? "") + " (another registration)"
      return try? tryDequeueReusableCell(withReuseIdentifier: other, for: indexPath)
    case .unregisteredReuseIdentifier:
      return try? tryDequeueReusableCell(withReuseIdentifier: Self.unregisteredMistakeIdentifier, for: indexPath)
    case .cellNotDequeued:
      return HeadlessCell()
    case .nilCell:
      return nil
    }
  }
}
