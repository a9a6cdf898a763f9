// The catalogue's entries for what UIKit checks while it lays out or draws a list rather than while it applies an
// update: a global index or a section the view's data no longer has, layout attributes for an index path that does
// not exist, the table's section map. The simulator has no layout or drawing pass, so these are recognised and
// explained, never produced (`isCurrent` is false).

extension FailureCatalogue {
  static let staleLayoutNotes = Notes(
    causes: "the view's data and its layout disagree: the model changed without an update or a reloadData (often"
      + " from a background thread, or while the view was off screen), a custom layout caches attributes from"
      + " before the change (its prepare() did not rebuild them), or an update ran while another one was"
      + " animating.",
    fix: "change the model on the main thread and tell the view in the same turn (an update block or a diffable"
      + " apply); in a custom layout, rebuild the cached attributes in prepare() after invalidateLayout(), and"
      + " answer only for index paths of the current counts.")

  static let globalIndex = Entry(
    "global-index",
    "request for index path for global index {n} when there are only {n} items in the collection view",
    current: false,
    summary: "The collection view was asked for the index path of an item number it does not have (during an"
      + " update's animations or a layout pass).",
    meaning: "Item number {0} (counted over all sections) was asked for; the view's data holds {1} items.",
    notes: staleLayoutNotes)
  static let layoutAttributesMissingIndexPath = Entry(
    "layout-attributes-missing-index-path",
    "UICollectionView received layout attributes for a cell with an index path that does not exist: {path}",
    current: false,
    summary: "The layout returned attributes for a cell at an index path the data source does not have (iOS 8–12).",
    meaning: "The layout gave attributes for {0}.", notes: staleLayoutNotes)
  static let layoutAttributesMissingIndexPathIOS7 = Entry(
    "layout-attributes-missing-index-path-ios7",
    "UICollectionView recieved layout attributes for a cell with an index path that does not exist: {path}",
    current: false,
    summary: "The layout returned attributes for a cell at an index path the data source does not have (iOS 7's"
      + " wording, misspelt as UIKit printed it).",
    meaning: "The layout gave attributes for {0}.", notes: staleLayoutNotes)
  static let layoutAttributesIgnored = Entry(
    "layout-attributes-ignored",
    "Layout attributes {dump} were received from the layout {dump} but are not valid for the data source counts."
      + " Attributes will be ignored.",
    current: false,
    summary: "Logged (iOS 13+): the layout returned attributes for an index path the data source's counts do not"
      + " have; they are ignored.",
    notes: staleLayoutNotes)
  static let rowsForSectionOutOfBounds = Entry(
    "rows-for-section-out-of-bounds", "Requested the number of rows for section ({n}) which is out of bounds.",
    current: false,
    summary: "The table's row data was asked for a section it does not have (while it finished an animation or"
      + " updated its separators).",
    meaning: "Section {0} was asked for.",
    notes: Notes(
      causes: "the sections changed while an update was animating, without a matching section update (a reloadData"
        + " or an apply with fewer sections from a callback or another thread), or the table outlived its"
        + " controller and data source.",
      fix: "change sections only through updates on the main thread; clear the table's dataSource and delegate when"
        + " its controller goes away."))
  static let sectionMap = Entry(
    "table-section-map",
    "UITableView internal bug: unable to generate a new section map with old section count: {n} and new section"
      + " count: {n}",
    current: false,
    summary: "The table could not match its sections before and after an update (despite the words, usually the"
      + " app's update, not UIKit's bug).",
    meaning: "The table had {0} sections before the update and {1} after.",
    notes: Notes(
      causes: "row updates (reloads, inserts) that name a section the same batch deletes or that no longer exists,"
        + " or section counts that changed without a section update.",
      fix: "update sections with insertSections/deleteSections in the same batch as the model change, and name only"
        + " rows of sections that exist on the side of the update they refer to."))

  package static let layoutEntries: [Entry] = [
    globalIndex, layoutAttributesMissingIndexPath, layoutAttributesMissingIndexPathIOS7, layoutAttributesIgnored,
    rowsForSectionOutOfBounds, sectionMap,
  ]
}
