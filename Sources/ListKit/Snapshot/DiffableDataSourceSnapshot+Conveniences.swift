// Conveniences ListKit's users rely on that Apple's snapshot does not have: a snapshot from (section, items) pairs,
// replacing a section's items, and removing the items that match a predicate. Each is written in terms of the
// Apple-shaped operations, so it fails exactly where they would (checked form throws, Apple-shaped form traps).

extension DiffableDataSourceSnapshot {
  // MARK: Building from pairs

  /// A snapshot of `sections`, built exactly as `appendSections` of every section followed by `appendItems` per
  /// section would build it.
  ///
  /// Fails, with nothing built, when a section is repeated (`.sectionsNotUnique`) or an item is repeated inside one
  /// section's items (`.itemsNotUnique`) — Apple's errors. An item repeated in a **later** section is moved there,
  /// as Apple's `appendItems` moves it, and the warning is added to `warnings`.
  ///
  ///     var warnings: [SnapshotWarning] = []
  ///     let snapshot = try DiffableDataSourceSnapshot(validating: [("A", [1, 2]), ("B", [3])], warnings: &warnings)
  ///
  /// - Complexity: O(s + n) for s sections and n items.
  public init(
    validating sections: [(SectionIdentifierType, [ItemIdentifierType])], warnings: inout [SnapshotWarning]
  ) throws(SnapshotError) {
    self.init()
    try tryAppendSections(sections.map(\.0))
    for (section, items) in sections where !items.isEmpty {
      warnings += try tryAppendItems(items, toSection: section)
    }
  }

  /// Apple-shaped form of `init(validating:warnings:)`: traps with Apple's message where that one throws; warnings
  /// go to `SnapshotWarning.handler`.
  ///
  ///     let snapshot = DiffableDataSourceSnapshot<String, Int>([("A", [1, 2]), ("B", [])])
  ///
  /// - Complexity: O(s + n) for s sections and n items.
  public init(_ sections: [(SectionIdentifierType, [ItemIdentifierType])]) {
    var warnings: [SnapshotWarning] = []
    self = _trapping { try Self(validating: sections, warnings: &warnings) }
    SnapshotWarning.emit(warnings)
  }

  // MARK: Replacing a section's items

  /// Makes `items` the items of `section`, in this order: items of the section that are not in `items` are deleted,
  /// items already in the section are reordered, and items that live in other sections are moved in, as
  /// `appendItems` moves them (reported in the returned warning). The reload and reconfigure marks of the items it
  /// removes are cleared (the snapshot no longer lists them, as ListKit's convenience did); marks of the items that
  /// stay are kept.
  ///
  /// Checks, in order: `section` unknown → `.sectionNotFound`; `items` repeats an item → `.itemsNotUnique`. On
  /// failure nothing changes. An empty `items` empties the section and keeps it.
  ///
  ///     try snapshot.tryReplaceItems(in: "A", with: [3, 1])   // "A" was [1, 2]: 2 deleted, 3 appended
  ///
  /// - Complexity: O(m + k + r) for m items in the section, k in `items` and r marks, plus the sections moved items
  ///   leave.
  @discardableResult
  public mutating func tryReplaceItems(in section: SectionIdentifierType, with items: [ItemIdentifierType])
    throws(SnapshotError) -> [SnapshotWarning]
  {
    let current = try tryItemIdentifiers(inSection: section)
    try Self._checkUniqueItems(items)
    // Validated above: neither call can fail.
    try tryDeleteItems(current)
    let warnings = try tryAppendItems(items, toSection: section)
    if !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty {
      let kept = Set(items)
      let removed = Set(current.lazy.filter { !kept.contains($0) })
      if !removed.isEmpty {
        _reloadedItems.removeAll { removed.contains($0) }
        _reconfiguredItems.removeAll { removed.contains($0) }
      }
    }
    return warnings
  }

  /// Apple-shaped form of `tryReplaceItems(in:with:)`: traps with Apple's message where that one throws; the
  /// warning about moved items goes to `SnapshotWarning.handler`.
  ///
  /// - Complexity: as `tryReplaceItems(in:with:)`.
  public mutating func replaceItems(in section: SectionIdentifierType, with items: [ItemIdentifierType]) {
    SnapshotWarning.emit(_trapping { try tryReplaceItems(in: section, with: items) })
  }

  // MARK: Removing by predicate

  /// Deletes every item for which `shouldBeRemoved` returns true, as `deleteItems` would (marks untouched; those
  /// of absent items are ignored at apply time). Sections are kept, also when they become empty.
  ///
  /// Cannot fail by itself (it deletes only items that are present); when `shouldBeRemoved` throws, nothing is
  /// deleted.
  ///
  ///     snapshot.removeItems { $0.isArchived }
  ///
  /// - Complexity: O(n) calls of `shouldBeRemoved` for n items, plus the delete (linear in the touched sections).
  public mutating func removeItems<E: Error>(where shouldBeRemoved: (ItemIdentifierType) throws(E) -> Bool)
    throws(E)
  {
    var doomed: [ItemIdentifierType] = []
    for items in _sectionItems {
      for item in items where try shouldBeRemoved(item) { doomed.append(item) }
    }
    guard !doomed.isEmpty else { return }
    deleteItems(doomed)  // identifiers of a snapshot are unique: cannot trap
  }
}
