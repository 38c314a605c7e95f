public enum ViewTreeVersion { public static let string = "0.1.0" }
