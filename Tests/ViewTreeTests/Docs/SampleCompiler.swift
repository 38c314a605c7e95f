// Type-checks documentation samples with the toolchain's `swiftc`, against the modules of the build folder the
// tests run from (`swift test` builds ViewTree and ViewTreeTesting first, so they are current), and maps the
// compiler's diagnostics back to Markdown lines. `-typecheck` emits nothing and links nothing: one block
// costs a fraction of a second once the first has filled the shared module cache.
import Foundation

/// Why samples cannot be compiled at all (no compiler, no built modules): a set-up problem, not a docs error.
struct SampleCompilerSetupError: Error, CustomStringConvertible {
    let description: String
}

/// The compiler and module folders the samples are checked with.
struct SampleCompiler: Sendable {
    /// The `swiftc` executable.
    let swiftc: URL
    /// The build folder's module folder: `ViewTree.swiftmodule`, `ViewTreeTesting.swiftmodule`, ….
    let modules: URL
    /// The toolchain's PackageDescription module folder, for `manifest` blocks.
    let manifestAPI: URL
    /// Shared by every invocation of one test run, so Foundation's and Testing's modules load from cache.
    let moduleCache: URL
    /// Modules that exist in the build folder but are not library products: a user cannot import them.
    let internalModules: Set<String>

    /// Finds the compiler and modules: `VIEWTREE_SWIFTC` / `VIEWTREE_MODULES` when set, else `swiftc` on `PATH`
    /// and the `Modules` folder beside the running test executable (or `.build/debug/Modules` of `root`).
    static func locate(packageRoot root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SampleCompiler {
        let fileManager = FileManager.default
        let swiftc: URL
        if let explicit = environment["VIEWTREE_SWIFTC"] {
            swiftc = URL(fileURLWithPath: explicit)
        } else {
            let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            guard let found = path.map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
                .first(where: { fileManager.isExecutableFile(atPath: $0.path) }) else {
                throw SampleCompilerSetupError(description: "cannot compile the documentation's samples: no swiftc on PATH (\(environment["PATH"] ?? "unset")); set VIEWTREE_SWIFTC to the compiler")
            }
            swiftc = found   // not resolved: the driver behaves by the name it is run as (swiftc, not swift-driver)
        }
        var candidates: [URL] = []
        if let explicit = environment["VIEWTREE_MODULES"] { candidates.append(URL(fileURLWithPath: explicit)) }
        if let executable = CommandLine.arguments.first {
            // Linux: .build/<triple>/debug/ViewTreePackageTests.xctest; macOS: …/debug/X.xctest/Contents/MacOS/X.
            var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("Modules"))
                candidates.append(folder)
                folder.deleteLastPathComponent()
            }
        }
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        candidates.append(root.appendingPathComponent(".build/debug"))
        guard let modules = candidates.first(where: {
            fileManager.fileExists(atPath: $0.appendingPathComponent("ViewTree.swiftmodule").path)
        }) else {
            throw SampleCompilerSetupError(description: "cannot compile the documentation's samples: no ViewTree.swiftmodule in \(candidates.map(\.path).joined(separator: ", ")); build first (swift build --build-tests) or set VIEWTREE_MODULES")
        }
        let toolchainLib = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
        // One module cache for every run (the compiler keys its entries by toolchain and flags, and locks them for
        // concurrent use): a cache per process left 34 MB in the temporary folder after each run.
        let cache = fileManager.temporaryDirectory.appendingPathComponent("ViewTreeDocSamples-ModuleCache")
        return SampleCompiler(swiftc: swiftc, modules: modules,
                              manifestAPI: toolchainLib.appendingPathComponent("pm/ManifestAPI"),
                              moduleCache: cache,
                              internalModules: internalModules(modules: modules, manifest: root.appendingPathComponent("Package.swift")))
    }

    /// The `.swiftmodule`s of the build folder minus the `.library(name: …)` products of the manifest.
    private static func internalModules(modules: URL, manifest: URL) -> Set<String> {
        let built = ((try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? [])
            .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) }
        let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        var products: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: ".library(name: \"") {
            rest = rest[range.upperBound...]
            products.insert(String(rest.prefix { $0 != "\"" }))
        }
        // Test targets and executables are not importable either; keep only library-like modules' names.
        return Set(built).subtracting(products)
    }

    /// The result of checking one unit: nil when it compiles, else the failure text.
    func check(_ unit: SampleUnit) -> String? {
        if let message = forbiddenImports(in: unit) { return message }
        let result = compile(unit)
        if result.status == 0 { return nil }
        let body = result.diagnostics.isEmpty ? result.output.trimmingCharacters(in: .whitespacesAndNewlines)
                                              : result.diagnostics.joined(separator: "\n")
        return "the swift block at \(unit.title) does not compile as printed:\n" + body + "\n" + Self.hint
    }

    /// How to fix a failing block, printed under the compiler's errors.
    static let hint = "(Fix the sample so that it compiles as printed, imports included. A block that only makes "
        + "sense inside other code says so on the line before its fence: <!-- compile: fragment, wrapper: NAME -->, "
        + "with the wrapper in the same file; blocks that build on each other share <!-- compile: module: NAME -->; "
        + "a manifest is <!-- compile: manifest -->; what is not Swift goes in a ```text block. "
        + "See Tests/ViewTreeTests/Docs/MarkdownSamples.swift.)"

    /// What the compiler said about a unit: its exit status, its raw output, and its errors and notes with
    /// their Markdown (or source) lines.
    struct CompileResult {
        let status: Int32
        let output: String
        let diagnostics: [String]
    }

    /// Type-checks a unit (a library or a script in the Swift 6 language mode unless `swiftVersion` says "5").
    func compile(_ unit: SampleUnit, swiftVersion: String = "6") -> CompileResult {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ViewTreeDocSamples-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in unit.files {
                // Not atomically: Foundation on Linux leaves the `TemporaryDirectory.*` folder of an atomic write
                // behind, and the folder is private to this compile anyway.
                try file.text.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
        } catch {
            let message = "\(unit.title): cannot write the sample to \(folder.path): \(error.localizedDescription)"
            return CompileResult(status: -1, output: message, diagnostics: [message])
        }
        var arguments = ["-typecheck", "-diagnostic-style", "llvm", "-module-cache-path", moduleCache.path]
        switch unit.kind {
        case .manifest:
            let version = toolsVersion(of: unit.files[0].text) ?? "6.0"
            arguments += ["-swift-version", version.hasPrefix("5") ? "5" : "6",
                          "-I", manifestAPI.path, "-package-description-version", version, "-module-name", "Manifest"]
        case .library, .script:
            arguments += ["-swift-version", swiftVersion, "-I", modules.path, "-module-name", "DocSample"]
            if unit.kind == .library { arguments.append("-parse-as-library") }
        }
        arguments += unit.files.map(\.name)
        let (status, output) = run(swiftc, arguments, in: folder)
        return CompileResult(status: status, output: output, diagnostics: diagnostics(output, unit: unit))
    }

    /// `import SeedPorts` in a sample: a module of this package that is not a product.
    private func forbiddenImports(in unit: SampleUnit) -> String? {
        for sample in unit.samples {
            for (offset, line) in sample.lines.enumerated() {
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "import" || words[0] == "@testable" else { continue }
                let module = String(words.last!)
                if internalModules.contains(module) {
                    return "the swift block at \(unit.title) does not compile as printed:\n\(sample.file):\(sample.fenceLine + 1 + offset): error: imports \(module), which is not a library product of ViewTree: a user's package cannot import it (show the code instead)"
                }
            }
        }
        return nil
    }

    /// `// swift-tools-version:6.0` → "6.0".
    private func toolsVersion(of manifest: String) -> String? {
        guard let first = manifest.split(separator: "\n").first, first.contains("swift-tools-version") else { return nil }
        let version = first.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
        return version.map { String($0.prefix { $0.isNumber || $0 == "." }) }
    }

    /// Turns `X_line45_1.swift:12:5: error: …` into `Docs/Porting.md:57:5: error: …` (errors and their notes).
    func diagnostics(_ output: String, unit: SampleUnit) -> [String] {
        var result: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let row = Int(parts[1]), let column = Int(parts[2]) else { continue }
            let message = parts[3].trimmingCharacters(in: .whitespaces)
            guard message.hasPrefix("error") || message.hasPrefix("note") else { continue }
            let name = URL(fileURLWithPath: String(parts[0])).lastPathComponent
            if let file = unit.files.first(where: { $0.name == name }), row >= 1, row <= file.origins.count {
                let origin = file.origins[row - 1]
                result.append("\(origin.file):\(origin.line):\(column): \(message)")
            } else if message.hasPrefix("error") {
                result.append("\(parts[0]):\(row):\(column): \(message)")
            }
        }
        return result
    }

    private func run(_ executable: URL, _ arguments: [String], in folder: URL) -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // The compiler driver makes a `TemporaryDirectory.*` folder in TMPDIR and leaves it behind: keep it in the
        // compile's own folder, which is removed afterwards.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            return (-1, "cannot run \(executable.path): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
