// The values the session hands to the renderers: what an apply sent and what the collection view now shows.

import ListKit
import Lists

/// One row of the collection view as the shell shows it.
public struct LayoutRow: Sendable, Equatable {
  public enum Change: String, Sendable, Equatable {
    case inserted, moved, reloaded, reconfigured
  }
  public var section: Int
  public var item: Int
  /// How users write the item (`alpha`, `Banner:1`).
  public var key: String
  public var typeName: String
  /// Outline depth (0 for roots and flat sections).
  public var level: Int
  /// Outline disclosure: true/false for items of a stored section snapshot that have children or are expanded;
  /// nil otherwise.
  public var expanded: Bool?
  /// The text the cell shows: an existing cell keeps what it was last configured with (possibly stale); a row
  /// without a cell shows the model's text when it scrolls in.
  public var cellText: String
  /// The model's current text for the item.
  public var modelText: String
  /// Whether a cell exists for the row (it is in the viewport).
  public var hasCell: Bool
  /// What the last apply did to this row.
  public var change: Change?

  /// The cell shows something other than the model (set-content without reconfigure/reload).
  public var isStale: Bool { hasCell && cellText != modelText }
}

/// One section of the layout.
public struct LayoutSection: Sendable, Equatable {
  public var identifier: String
  public var rows: [LayoutRow]
  /// The section has a stored section snapshot (outline).
  public var isOutline: Bool
  /// All items of the section (rows may hold only the printed ones).
  public var itemCount: Int
}

/// What the collection view shows.
public struct LayoutReport: Sendable, Equatable {
  public var sections: [LayoutSection]
  /// Rows on screen, flattened across sections.
  public var viewport: Range<Int>
  public var totalRows: Int
}

/// What one apply did.
public struct ApplyReport: Sendable {
  public enum Mode: String, Sendable {
    case animated
    case noAnimation = "no-animation"
    case reloadData = "reload-data"
    case section
  }
  public var mode: Mode
  /// The section of a section-snapshot apply.
  public var section: String?
  public var update: BatchUpdate
  /// The applied snapshots before and after (to name the identifier of each operation).
  public var old: DiffableDataSourceSnapshot<String, AnyItem>
  public var new: DiffableDataSourceSnapshot<String, AnyItem>
  public var layout: LayoutReport
  /// Diff + view update time, when `set timing on`.
  public var duration: Duration?
  /// The data source's very first apply, which is a `reloadData` whatever was asked (semantics.md §8.6).
  public var isFirstApply = false
  /// What caused the apply when it was not a plain `apply` (`undo`, `expand Folder:a`), for the summary line.
  public var cause: String?
}
