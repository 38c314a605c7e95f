import Foundation
import ViewTree
#if canImport(Testing)
import Testing
#endif

/// A fresh world for one test: a `Simulation` for a platform profile and a key, visible window.
///
/// Each test makes its own, so tests share nothing and may run in parallel:
///
/// ```swift
/// let t = TestWorld(profile: .iOS13)
/// let scroll = ScrollView(frame: t.window.bounds)
/// t.window.addSubview(scroll)
/// ```
///
/// The struct keeps the window alive (a world holds its windows weakly, as the screen does in UIKit).
public struct TestWorld {
    /// 320 × 480 points, the iPhone 4 screen: small enough for ASCII pictures.
    public static let defaultWindowSize = CGSize(width: 320, height: 480)

    /// The world: clock, profile, diagnostics.
    public let simulation: Simulation
    /// The key window, at the origin, `windowSize` big, already visible.
    public let window: Window

    /// Creates a world for `profile` with a key window of `windowSize`.
    public init(profile: PlatformProfile = .default, windowSize: CGSize = TestWorld.defaultWindowSize) {
        simulation = Simulation(profile: profile)
        window = Window(frame: CGRect(origin: .zero, size: windowSize), simulation: simulation)
        window.makeKeyAndVisible()
    }

    /// The world's profile.
    public var profile: PlatformProfile { simulation.profile }

    /// The world's virtual time, in seconds.
    public var now: TimeInterval { simulation.now }

    /// Advances the world's clock by `duration`.
    public func run(for duration: TimeInterval) { simulation.run(for: duration) }

    /// Advances the world's clock to `time`.
    public func run(until time: TimeInterval) { simulation.run(until: time) }

    /// A snapshot name that includes the profile, so that per-profile runs keep one reference each:
    /// `snapshotName()` is `ios13`, `snapshotName("scroll")` is `scroll-ios13`.
    public func snapshotName(_ base: String? = nil) -> String {
        base.map { "\($0)-\(profile.identifier)" } ?? profile.identifier
    }
}

/// Runs `body` with a fresh world for `profile` and its key window (`windowSize`, visible), and returns
/// what `body` returns. The world lives exactly as long as the call.
///
/// ```swift
/// withWorld(profile: .iOS7) { world, window in
///     let scroll = ScrollView(frame: window.bounds)
///     window.addSubview(scroll)
///     …
/// }
/// ```
public func withWorld<Result>(profile: PlatformProfile = .default,
                              windowSize: CGSize = TestWorld.defaultWindowSize,
                              _ body: (Simulation, Window) throws -> Result) rethrows -> Result {
    let t = TestWorld(profile: profile, windowSize: windowSize)
    return try withExtendedLifetime(t.window) { try body(t.simulation, t.window) }
}

/// Runs `body` once per profile, each time with a fresh `TestWorld`, in order.
///
/// Failures say which profile they belong to: ViewTreeTesting's expectations prefix their message
/// with the profile of the world they look at (`[ios13] expected …`); an error thrown by `body` is
/// recorded as a failure labelled with the profile, and the other profiles still run. Name snapshots
/// per profile (`named: world.snapshotName()`), so each profile keeps its own reference.
///
/// `#expect` and `XCTAssert` failures inside `body` are recorded by their library, which knows nothing
/// of the profile: add it to the comment (`#expect(x, "\(world.profile)")`), or use a parameterized
/// Swift Testing test, `@Test(arguments: PlatformProfile.all)`, whose every issue names its argument.
public func forEachProfile(_ profiles: [PlatformProfile] = PlatformProfile.all,
                           windowSize: CGSize = TestWorld.defaultWindowSize,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column,
                           _ body: (TestWorld) throws -> Void) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for profile in profiles {
        let world = TestWorld(profile: profile, windowSize: windowSize)
        do {
            try body(world)
        } catch {
            site.record(profileLabel(profile) + describeThrown(error))
        }
    }
}

/// `[ios13] `: the prefix of failures about a world of that profile.
func profileLabel(_ profile: PlatformProfile) -> String { "[\(profile.identifier)] " }

/// What `forEachProfile` says about an error its body threw.
private func describeThrown(_ error: any Error) -> String {
    #if canImport(Testing)
    if error is ExpectationFailedError {
        return "stopped at a failed requirement (its issue is recorded above)"
    }
    #endif
    return "the body threw \(String(reflecting: error))"
}
