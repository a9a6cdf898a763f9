// One argument position of a command's grammar: how it reads in usage and errors, and what can begin it.

/// One argument position in a command's grammar. Usage text, parsing and completion are all derived from it.
indirect enum Slot: Sendable, Equatable {
  /// One section identifier (placeholder such as `S` or `T`).
  case section(String)
  /// One or more section identifiers (`S...`).
  case sections(String)
  /// One item (`ITEM`, `PARENT`).
  case item(String)
  /// `minimum` or more items (`ITEM...`).
  case items(String, minimum: Int)
  /// A section identifier followed by a colon, as one word (`main:`) or two (`main :`).
  case sectionLabel(String)
  /// One of these keywords, exactly (`before|after`, `on|off`).
  case choice([String])
  /// `[keyword SLOT]`: present only when the next word is the keyword.
  case optional(keyword: String, Slot)
  /// `[--flag]`: true when the next word is the flag.
  case flag(String)
  /// A whole number ≥ `minimum`.
  case integer(String, minimum: Int)
  /// A whole number ≥ `minimum`, or `off` (no limit): `N|off`.
  case limit(String, minimum: Int)
  /// The rest of the line, words joined by single spaces; `required` means at least one word.
  case text(String, required: Bool)
  /// A title: the rest of the line as `text`, or a lone unquoted `-` for none (`"-"`, quoted, is the title `-`).
  case title(String)
  /// A file path (completed with the file lister).
  case file(String)
  /// Zero or more words, kept apart (`run FILE ARGS...`).
  case words(String)
  /// `ITEM | S.I` (see `ScrollTarget`).
  case scrollTarget
  /// `before|after ITEM | into S` (see `DragTarget`): two words.
  case dragTarget
  /// `name=N` words naming `DiffCounter`s, each at most once, at least one.
  case counters
  /// A command name (for `help`); abbreviations are resolved.
  case commandName(String)
  /// One index path `S.I` (section.item, whole numbers ≥ 0).
  case indexPath(String)
  /// One or more index paths `S.I`.
  case indexPaths(String)
  /// One or more section indexes (whole numbers ≥ 0).
  case sectionIndexes(String)

  /// How the slot reads in a usage line.
  var usage: String {
    switch self {
    case .section(let name), .item(let name), .integer(let name, _), .file(let name), .indexPath(let name): name
    case .indexPaths(let name), .sectionIndexes(let name): "\(name)..."
    case .sections(let name): "\(name)..."
    case .items(let name, let minimum): minimum == 0 ? "[\(name)...]" : "\(name)..."
    case .sectionLabel(let name): "\(name):"
    case .choice(let options): options.joined(separator: "|")
    case .limit(let name, _): "\(name)|off"
    case .optional(let keyword, let slot): "[\(keyword) \(slot.usage)]"
    case .flag(let flag): "[\(flag)]"
    case .text(let name, let required): required ? name : "[\(name)]"
    case .title(let name): "\(name)|-"
    case .words(let name): "[\(name)...]"
    case .scrollTarget: "ITEM|S.I"
    case .dragTarget: "before|after ITEM|into S"
    case .counters: "[COUNTER=N]..."
    case .commandName(let name): "[\(name)]"
    }
  }

  /// What a missing argument is called in an error message.
  var expectation: String {
    switch self {
    case .section: "a section"
    case .sections: "at least one section"
    case .item: "an item"
    case .items(_, let minimum): minimum == 0 ? "items" : "at least one item"
    case .sectionLabel(let name): "\(name): (a section followed by ':')"
    case .choice(let options): options.joined(separator: "|")
    case .optional(_, let slot): slot.expectation
    case .flag(let flag): flag
    case .integer(let name, _): "a number (\(name))"
    case .limit(let name, _): "a number (\(name)) or off"
    case .text(let name, _): "\(name)"
    case .title(let name): "\(name) (or - for none)"
    case .file: "a file name"
    case .words(let name): "\(name)"
    case .scrollTarget: "an item or an index path S.I"
    case .dragTarget: "before ITEM, after ITEM or into S"
    case .counters:
      "at least one counter (\(DiffCounter.allCases.map { "\($0.name)=N" }.joined(separator: ", ")))"
    case .commandName: "a command name"
    case .indexPath: "an index path S.I"
    case .indexPaths: "at least one index path S.I"
    case .sectionIndexes: "at least one section index"
    }
  }

  /// True when the slot may match no words at all.
  var canBeEmpty: Bool {
    switch self {
    case .optional, .flag, .commandName, .words: true
    case .items(_, let minimum): minimum == 0
    case .text(_, let required): !required
    default: false
    }
  }

  /// Keywords that can begin this slot.
  var leadingKeywords: [String] {
    switch self {
    case .choice(let options): options
    case .dragTarget: DragTarget.keywords
    case .optional(let keyword, _): [keyword]
    case .flag(let flag): [flag]
    default: []
    }
  }
}
