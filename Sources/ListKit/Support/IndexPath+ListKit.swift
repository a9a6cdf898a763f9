// Foundation for the engine's public API and for ported code: `import ListKit` brings all of Foundation (`UUID`,
// `Date`, `IndexPath`, …) as `import UIKit` does, so UIKit code compiles after changing only its import. Every
// process linking ListKit loads Foundation already (Geometry.swift), so the re-export costs nothing at run time.
// Then UIKit's `init(item:section:)`, `init(row:section:)`, `.item`, `.row` and `.section` on platforms where UIKit
// does not add them.
@_exported import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  /// UIKit's spellings of an index path of a list (`item`, `row`, `section`), where UIKit is absent.
  extension IndexPath {
    /// An index path for an item in a section, as UIKit spells it.
    ///
    /// - Complexity: O(1), no allocation: Foundation stores two indexes inline, and building it from one index plus
    ///   `append` avoids the temporary array `init(indexes:)` would allocate.
    @inlinable
    public init(item: Int, section: Int) {
      self.init(index: section)
      self.append(item)
    }

    /// An index path for a row in a section of a table, as UIKit spells it (the same index path as
    /// `init(item:section:)`).
    ///
    /// - Complexity: O(1), no allocation.
    @inlinable
    public init(row: Int, section: Int) {
      self.init(item: row, section: section)
    }

    /// The row (second) index, for tables: the same as ``item``. Traps if the index path does not have exactly two
    /// elements.
    @inlinable
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item (second) index. Traps if the index path does not have exactly two elements.
    @inlinable
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section (first) index. Traps if the index path does not have exactly two elements.
    @inlinable
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
