// Writing the recorded steps (PictureRecorder): `export html FILE` / `export svg DIR` in a session, and `--html` /
// `--svg` after a script (the executable asks before running it whether the path can be written).

extension Shell {
  /// `export html|svg PATH`: writes the steps so far and says so.
  func export(_ format: PictureFormat, to path: String) throws(ShellError) {
    guard configuration.recordsPictures else { throw .picturesNotRecorded }
    let written = try writeSteps(format, to: path)
    print(
      .note(
        .picturesWritten(
          format, path: path, steps: pictures.steps.count - 1, files: written.files, bytes: written.bytes)))
  }

  /// Writes the steps recorded so far as a page (`html`: PATH is the file) or as pictures (`svg`: PATH is a
  /// directory, made when missing, holding step-000.svg, step-001.svg, …). Throws `cannotWrite` naming the path.
  @discardableResult
  func writeSteps(_ format: PictureFormat, to path: String) throws(ShellError) -> (files: Int, bytes: Int) {
    switch format {
    case .html:
      let page = HTMLRenderer.page(pictures, title: pictureTitle, version: Shell.version)
      if let problem = FileOutput.write(page, toPath: path) { throw .cannotWrite(path: path, reason: problem) }
      return (1, page.utf8.count)
    case .svg:
      if let problem = FileOutput.makeDirectory(path) { throw .cannotWrite(path: path, reason: problem) }
      var bytes = 0
      let digits = max(3, String(pictures.steps.count - 1).count)
      for index in pictures.steps.indices {
        let number = String(index)
        let name = "step-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + ".svg"
        let file = path.hasSuffix("/") ? path + name : path + "/" + name
        let picture = SVGRenderer.picture(of: index, in: pictures, version: Shell.version)
        if let problem = FileOutput.write(picture, toPath: file) { throw .cannotWrite(path: file, reason: problem) }
        bytes += picture.utf8.count
      }
      return (pictures.steps.count, bytes)
    }
  }

  /// `lks --html|--svg PATH`: writes the steps recorded (as `export` does); the error describes itself.
  public func writePictures(_ format: PictureFormat, to path: String) throws {
    try writeSteps(format, to: path)
  }

  /// Why PATH cannot be written as `format` (checked before a script runs; nothing is created), or nil.
  public nonisolated static func problemWriting(_ format: PictureFormat, to path: String) -> String? {
    switch format {
    case .html: FileOutput.problemWritingFile(path)
    case .svg: FileOutput.problemWritingDirectory(path)
    }
  }

  /// The page's title: the first script the session ran, or "lks session".
  private var pictureTitle: String {
    pictures.steps.lazy.flatMap(\.commands).compactMap(\.location.scriptFile).first ?? "lks session"
  }
}
