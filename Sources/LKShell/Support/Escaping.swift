// The one loop behind every escaping the shell writes: JSON strings, JSON inside an HTML page, HTML text, and words
// quoted as `$'…'`. Each caller says only which scalars it rewrites and how.

enum Escaping {
  /// `text` with each scalar that `replacement` rewrites replaced (nil: the scalar stays as it is).
  static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    write(text, to: &out, replacement)
    return out
  }

  /// Appends `text` to `out`, each scalar that `replacement` rewrites replaced (nil: the scalar stays as it is).
  static func write(_ text: String, to out: inout String, _ replacement: (Unicode.Scalar) -> String?) {
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }

  /// `prefix` and the scalar's value in lowercase hexadecimal, zero-padded to `width` digits (`\u001b`, `\x7f`).
  static func hex(_ scalar: Unicode.Scalar, prefix: String, width: Int) -> String {
    let digits = String(scalar.value, radix: 16)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
