import Testing
import ViewTree

@Test func versionIsSet() { #expect(!ViewTreeVersion.string.isEmpty) }
