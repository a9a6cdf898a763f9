// Per-row marks the batch validator sets while it checks a batch (delete, reload, move source in the old frame;
// insert, move destination in the new frame): a dense array over every row, or a small hash table over the
// marked rows only, so that a batch of a few operations on a long list costs nothing per row.

/// Marks of the flat rows of one frame; a row that was never marked reads 0. Every operation marks at most one row,
/// so a table is sized once, from the number of operations.
protocol RowMarks {
  /// Room for `marks` marked rows among `rows` rows.
  init(rows: Int, marks: Int)
  /// The mark of `row` (0 when unmarked); `row` must be in `0..<rows`. Marks are never reset to 0.
  subscript(row: Int) -> Int { get set }
}

/// One mark per row: O(rows) to create, O(1) per access. Best when the batch touches a large share of the rows.
struct DenseRowMarks: RowMarks {
  private var marks: [Int]

  init(rows: Int, marks: Int) {
    self.marks = [Int](repeating: 0, count: rows)
  }

  subscript(row: Int) -> Int {
    get { marks[row] }
    set { marks[row] = newValue }
  }
}

/// Marks of the marked rows only, in a flat open-addressing hash table (linear probing, no resizing): O(marks) to
/// create, O(1) expected per access. Best when the batch touches few of the rows.
struct SparseRowMarks: RowMarks {
  // `keys[slot]` is row + 1, or 0 for an empty slot; `values[slot]` its mark.
  private var keys: [Int]
  private var values: [Int]
  private let shift: Int
  /// The marked rows in the order they were first marked (the batch's order, which is usually sorted, so sorting
  /// them afterwards is cheap).
  private(set) var markedRows: [Int] = []

  init(rows: Int, marks: Int) {
    // At most half full: a power of two ≥ 2·marks (and ≥ 2, so the shift stays below 64).
    var bits = 1
    while 1 << bits < 2 * marks { bits += 1 }
    keys = [Int](repeating: 0, count: 1 << bits)
    values = [Int](repeating: 0, count: 1 << bits)
    shift = 64 - bits
    markedRows.reserveCapacity(marks)
  }

  /// The slot of `row`, or the empty slot where it belongs.
  private func slot(of row: Int) -> Int {
    let mask = keys.count - 1
    // Fibonacci hashing: the top bits of the product spread consecutive rows over the table.
    var slot = Int(truncatingIfNeeded: UInt(bitPattern: row &* -7_046_029_254_386_353_131) >> UInt(shift))
    while keys[slot] != 0 && keys[slot] != row + 1 { slot = (slot + 1) & mask }
    return slot
  }

  subscript(row: Int) -> Int {
    get {
      let slot = slot(of: row)
      return keys[slot] == 0 ? 0 : values[slot]
    }
    set {
      let slot = slot(of: row)
      if keys[slot] == 0 {
        keys[slot] = row + 1
        markedRows.append(row)
      }
      values[slot] = newValue
    }
  }
}
