// The catalogue's entries for the snapshots (docs/semantics.md §1, §2), their console warnings, and the data
// source's own failures. Apple's dump of a whole update (`<...>`) is printed `<update>` and matches any dump.

extension FailureCatalogue {
  static let duplicateNotes = Notes(
    causes: "an argument lists the same identifier twice, or identifiers that are equal (== and hash) though meant to"
      + " differ; with section snapshots, an identifier that is already in the tree.",
    fix: "make identifiers unique across the whole snapshot (for example, use the model's stable ID, not its title),"
      + " and remove repeats before the call.")
  static let missingNotes = Notes(
    causes: "the call names an identifier the snapshot does not hold: a stale identifier, a typo, or a snapshot built"
      + " from another model.",
    fix: "check with indexOfItem/indexOfSection (or contains) first, or build the snapshot from the current model.")
  static let noSectionsNotes = Notes(
    causes: "items are appended to a snapshot that has no sections.",
    fix: "append a section first (appendSections) and then its items.")
  static let placementNotes = Notes(
    causes: "an insert or move is placed relative to itself, or relative to an identifier it is inserting.",
    fix: "place relative to an identifier that stays where it is.")
  static let consoleNotes = Notes(
    causes: "a console warning, not a crash: the call did something other than what was probably meant.",
    fix: "see the message; the identifiers it lists are the ones to check.")

  // §1: the full snapshot.
  static let noSections = Entry(
    "snapshot-no-sections", "There are currently no sections in the data source. Please add a section first.",
    summary: "Items were added to a snapshot without sections.", notes: noSectionsNotes)
  static let sectionsNotUnique = Entry(
    "snapshot-sections-not-unique",
    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {ids}",
    summary: "A section argument repeats identifiers.", meaning: "Repeated: {0}.", notes: duplicateNotes)
  static let itemsNotUnique = Entry(
    "snapshot-items-not-unique", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {ids}",
    summary: "An item argument repeats identifiers.", meaning: "Repeated: {0}.", notes: duplicateNotes)
  static let identifiersNotUniqueOld = Entry(
    "snapshot-not-unique-ios13", "Fatal: supplied identifiers are not unique.", current: false,
    summary: "An argument repeats identifiers, or (iOS 13) names items already in the snapshot.",
    notes: duplicateNotes)
  static let sectionAlreadyExists = Entry(
    "snapshot-section-exists",
    "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the"
      + " snapshot. Identifiers in a snapshot must be unique. Duplicate identifiers: {ids}",
    summary: "A section that is already in the snapshot was appended or inserted.", meaning: "Already there: {0}.",
    notes: duplicateNotes)
  static let sectionsAlreadyExist = Entry(
    "snapshot-sections-exist",
    "Diffable data source detected an attempt to insert or append {n} section identifiers that already exist in the"
      + " snapshot. Identifiers in a snapshot must be unique. Duplicate identifiers: {ids}",
    summary: "Sections that are already in the snapshot were appended or inserted.",
    meaning: "{0} already there: {1}.", notes: duplicateNotes)
  static let sectionNotFoundParameter = Entry(
    "snapshot-section-parameter", "Invalid parameter not satisfying: section != NSNotFound",
    summary: "appendItems(_:toSection:) named a section that is not in the snapshot, or insertItems was placed"
      + " relative to an item that is not in it.",
    notes: missingNotes)
  static let insertIndexParameter = Entry(
    "snapshot-insert-index-parameter", "Invalid parameter not satisfying: insertIndex != NSNotFound",
    summary: "insertSections was placed relative to a section that is not in the snapshot.", notes: missingNotes)
  static let sectionInsertDestinationInserted = Entry(
    "snapshot-section-insert-into-itself",
    "Invalid update: destination for section operation [{id}] is in the inserted section list for update: {dump}",
    summary: "insertSections was placed relative to one of the sections it inserts.",
    meaning: "Destination: {0}.", notes: placementNotes)
  static let itemInsertDestinationInserted = Entry(
    "snapshot-item-insert-into-itself",
    "Invalid update: destination for insertion operation [{id}] is in the insertion identifier list for update:"
      + " {dump}.",
    summary: "insertItems was placed relative to one of the items it inserts.", meaning: "Destination: {0}.",
    notes: placementNotes)
  static let sectionMoveToItself = Entry(
    "snapshot-section-move-to-itself",
    "Invalid update: destination for section move is the same as the source [{id}] for update: {dump}.",
    summary: "moveSection moved a section relative to itself.", meaning: "Section: {0}.", notes: placementNotes)
  static let fromSectionParameter = Entry(
    "snapshot-move-section-parameter", "Invalid parameter not satisfying: fromSection != NSNotFound",
    summary: "moveSection moved a section that is not in the snapshot.", notes: missingNotes)
  static let toSectionParameter = Entry(
    "snapshot-move-section-destination-parameter", "Invalid parameter not satisfying: toSection != NSNotFound",
    summary: "moveSection was placed relative to a section that is not in the snapshot.", notes: missingNotes)
  static let itemMoveToItself = Entry(
    "snapshot-item-move-to-itself",
    "Invalid update: destination for item move is the same as the source [{id}] for update: {dump}.",
    summary: "moveItem moved an item relative to itself.", meaning: "Item: {0}.", notes: placementNotes)
  static let fromIndexParameter = Entry(
    "snapshot-move-item-parameter", "Invalid parameter not satisfying: fromIndex != NSNotFound",
    summary: "moveItem moved an item that is not in the snapshot.", notes: missingNotes)
  static let toIndexParameter = Entry(
    "snapshot-move-item-destination-parameter", "Invalid parameter not satisfying: toIndex != NSNotFound",
    summary: "moveItem was placed relative to an item that is not in the snapshot.", notes: missingNotes)
  static let reloadUnknownSection = Entry(
    "snapshot-reload-unknown-section",
    "Attempted to reload section identifier that does not exist in the snapshot: {id}",
    summary: "reloadSections named a section that is not in the snapshot.", meaning: "Section: {0}.",
    notes: missingNotes)
  static let reloadUnknownItem = Entry(
    "snapshot-reload-unknown-item", "Attempted to reload item identifier that does not exist in the snapshot: {id}",
    summary: "reloadItems named an item that is not in the snapshot.", meaning: "Item: {0}.", notes: missingNotes)
  static let reloadUnknownItemOld = Entry(
    "snapshot-reload-unknown-item-ios15", "Invalid item identifier specified for reload: {id}", current: false,
    summary: "reloadItems named an item that is not in the snapshot (iOS 15-era wording).", meaning: "Item: {0}.",
    notes: missingNotes)
  static let reconfigureUnknownItem = Entry(
    "snapshot-reconfigure-unknown-item",
    "Attempted to reconfigure item identifier that does not exist in the snapshot: {id}",
    summary: "reconfigureItems named an item that is not in the snapshot.", meaning: "Item: {0}.",
    notes: missingNotes)
  static let sectionNotFound = Entry(
    "snapshot-section-not-found",
    "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API"
      + " (which has O(1) performance)",
    summary: "numberOfItems(inSection:) or itemIdentifiers(inSection:) named a section that is not in the snapshot.",
    notes: missingNotes)

  // §2: section snapshots.
  static let sectionSnapshotDuplicates = Entry(
    "section-snapshot-duplicates",
    "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {ids}",
    summary: "A section snapshot received an item it already holds, or one repeated in the argument.",
    meaning: "Repeated: {0}.", notes: duplicateNotes)
  static let parentNotFound = Entry(
    "section-snapshot-parent-not-found", "Parent item identifier does not exist in section snapshot: {id}",
    summary: "The parent named is not in the section snapshot.", meaning: "Parent: {0}.", notes: missingNotes)
  static let insertBeforeNotFound = Entry(
    "section-snapshot-insert-before-not-found",
    "Item identifier to insert before does not exist in section snapshot: {id}",
    summary: "insert(_:before:) named an item that is not in the section snapshot.", meaning: "Item: {0}.",
    notes: missingNotes)
  static let insertAfterNotFound = Entry(
    "section-snapshot-insert-after-not-found",
    "Item identifier to insert after does not exist in section snapshot: {id}",
    summary: "insert(_:after:) named an item that is not in the section snapshot.", meaning: "Item: {0}.",
    notes: missingNotes)
  static let deleteNotFound = Entry(
    "section-snapshot-delete-not-found", "Failed to find index of item {id}",
    summary: "delete(_:) named an item that is not in the section snapshot (nothing was deleted).",
    meaning: "Item: {0}.", notes: missingNotes)
  static let itemNotInSectionSnapshot = Entry(
    "section-snapshot-item-not-found", "Item identifier does not exist in section snapshot: {id}",
    summary: "level(of:), isExpanded(_:) or isVisible(_:) named an item that is not in the section snapshot.",
    meaning: "Item: {0}.", notes: missingNotes)
  static let childNotFound = Entry(
    "section-snapshot-child-not-found", "Child item identifier does not exist in section snapshot: {id}",
    summary: "parent(of:) named an item that is not in the section snapshot.", meaning: "Item: {0}.",
    notes: missingNotes)

  // Console warnings (not exceptions).
  static let itemAlreadyExists = Entry(
    "warning-item-exists",
    "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the"
      + " snapshot. The existing item identifier will be moved into place instead, but this operation will be more"
      + " expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic"
      + " breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the"
      + " debugger. Item identifiers that already exist: {ids}",
    summary: "Warning: an item already in the snapshot was appended or inserted; it was moved instead.",
    meaning: "Moved: {0}.", notes: consoleNotes)
  static let itemsAlreadyExist = Entry(
    "warning-items-exist",
    "Diffable data source detected an attempt to insert or append {n} item identifiers that already exist in the"
      + " snapshot. The existing item identifiers will be moved into place instead, but this operation will be more"
      + " expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic"
      + " breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the"
      + " debugger. Item identifiers that already exist: {ids}",
    summary: "Warning: items already in the snapshot were appended or inserted; they were moved instead.",
    meaning: "{0} moved: {1}.", notes: consoleNotes)
  static let expandUnknown = Entry(
    "warning-expand-unknown",
    "Attempted to expand item identifiers that do not exist in the section snapshot; they are ignored: {ids}",
    summary: "Warning: expand(_:) named items that are not in the section snapshot.", meaning: "Ignored: {0}.",
    notes: consoleNotes)
  static let collapseUnknown = Entry(
    "warning-collapse-unknown",
    "Attempted to collapse item identifiers that do not exist in the section snapshot; they are ignored: {ids}",
    summary: "Warning: collapse(_:) named items that are not in the section snapshot.", meaning: "Ignored: {0}.",
    notes: consoleNotes)

  static let snapshotEntries: [Entry] = [
    noSections, sectionsNotUnique, itemsNotUnique, identifiersNotUniqueOld, sectionAlreadyExists,
    sectionsAlreadyExist, sectionNotFoundParameter, insertIndexParameter, sectionInsertDestinationInserted,
    itemInsertDestinationInserted, sectionMoveToItself, fromSectionParameter, toSectionParameter, itemMoveToItself,
    fromIndexParameter, toIndexParameter, reloadUnknownSection, reloadUnknownItem, reloadUnknownItemOld,
    reconfigureUnknownItem, sectionNotFound, sectionSnapshotDuplicates, parentNotFound, insertBeforeNotFound,
    insertAfterNotFound, deleteNotFound, itemNotInSectionSnapshot, childNotFound, itemAlreadyExists,
    itemsAlreadyExist, expandUnknown, collapseUnknown,
  ]

  // The data source's own failures (this project's wording, except the reentrancy breakpoint name).
  static let dataSourceItemNotFound = Entry(
    "data-source-item-not-found", "Item identifier does not exist in the data source: {id}",
    summary: "A user interaction named an item the view does not show.", meaning: "Item: {0}.", notes: missingNotes)
  static let dataSourceIndexPathOutOfRange = Entry(
    "data-source-index-path-out-of-range", "Index path is out of range for the data source's snapshot: {id}",
    summary: "An index path outside the data source's snapshot.", meaning: "Index path: {0}.", notes: missingNotes)
  static let reentrantApply = Entry(
    "reentrant-apply",
    "Applying snapshots reentrantly is not supported: an apply was started while another apply was in progress"
      + " (BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS)",
    summary: "An apply started while another apply of the same data source was running.",
    notes: Notes(
      causes: "apply called from the cell provider, a handler or a completion run during an apply, or from two"
        + " threads.",
      fix: "apply from one place, after the running apply returns (for example, from its completion)."))

  /// The list layer's (Lists): a section snapshot applied to a list that drives a table view.
  package static let sectionSnapshotOnTableView = Entry(
    "section-snapshot-on-table-view",
    "Section snapshots need a collection view: this list drives a table view, whose data source has none"
      + " (section {id})",
    summary: "A section snapshot was applied to a list that drives a table view.", meaning: "Section: {0}.",
    notes: Notes(
      causes: "an outline or a section snapshot written for a collection view, given to a list made with a table"
        + " view; UIKit's table data source has no section snapshots.",
      fix: "apply a snapshot (its items are the section's rows), or make the list with a collection view for an"
        + " outline."))

  static let dataSourceEntries: [Entry] = [
    dataSourceItemNotFound, dataSourceIndexPathOutOfRange, reentrantApply, sectionSnapshotOnTableView,
  ]
}
