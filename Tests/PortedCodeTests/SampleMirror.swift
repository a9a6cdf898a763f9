// The line-for-line check that the sample tests share (DocCSamplesTests for the DocC articles, DocCommentSamplesTests
// and ListKitDocCommentSamplesTests for the doc comments): the ```swift blocks of an article or of a source file's
// `///` comments, and whether a test file holds a block line for line — blanks at the start of a line and runs of
// blanks inside it aside, which swift-format owns in the test files.

import Foundation

enum SampleMirror {
  /// The package's root directory (this file is Tests/PortedCodeTests/SampleMirror.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The normalized lines of a test file of this folder.
  static func testFile(_ name: String) throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return normalized(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
  }

  /// Every ```swift block of the `///` comments of the Swift sources under `module` (a folder of the package, such as
  /// `Sources/Lists`), with the file it is in, files in path order.
  static func docCommentSamples(of module: String) throws -> [(file: String, block: String)] {
    let sources = root.appendingPathComponent(module)
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    var samples: [(file: String, block: String)] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      samples += docCommentSwiftBlocks(in: text).map { (file, $0) }
    }
    return samples
  }

  /// The text of each ```swift … ``` block of `///` comments, without the comment markers.
  static func docCommentSwiftBlocks(in source: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else {
        current = nil
        continue
      }
      let text = String(trimmed.dropFirst(3))
      let marker = text.trimmingCharacters(in: .whitespaces)
      if let lines = current {
        if marker == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [text]
        }
      } else if marker == "```swift" {
        current = []
      }
    }
    return blocks
  }

  /// The text of each ```swift … ``` block of a Markdown file.
  static func swiftBlocks(inMarkdown markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let lines = current {
        if trimmed == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [line]
        }
      } else if trimmed == "```swift" {
        current = []
      }
    }
    return blocks
  }

  /// Lines without their leading blanks, each run of blanks inside them one space, blank lines dropped.
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n").map { line in
      line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }.filter { !$0.isEmpty }
  }

  /// Whether `lines` hold `block` as consecutive lines (both normalized).
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, block.count <= lines.count else { return block.isEmpty }
    return (0...(lines.count - block.count)).contains { start in
      lines[start..<(start + block.count)].elementsEqual(block)
    }
  }
}
