package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The user guides' code is code the tests run: every {@code {@snippet}} of the api and spi
 * package documentation is, line for line, a {@code // guide:} ... {@code // end} block of
 * {@link UserGuideTest} or {@code org.jfio.spi.EngineGuideTest}.
 */
class GuideSnippetsTest {
    private static final Path MAIN = Path.of("src/main/java/org/jfio");
    private static final Path TEST = Path.of("src/test/java/org/jfio");

    /** @return the snippets of a javadoc comment, the {@code " * "} margin and common indent removed */
    static List<String> snippets(String source) {
        List<String> out = new ArrayList<>();
        String open = "{@snippet lang=java :";
        for (int at = source.indexOf(open); at >= 0; at = source.indexOf(open, at + 1)) {
            int depth = 1;
            int i = at + open.length();
            while (depth > 0) {
                char c = source.charAt(i++);
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            }
            List<String> lines = new ArrayList<>();
            for (String line : source.substring(at + open.length(), i - 1).split("\n", -1)) {
                lines.add(line.replaceFirst("^\\s*\\* ?", ""));
            }
            out.add(dedent(lines));
        }
        return out;
    }

    /** @return the blocks between {@code // guide: ...} and {@code // end} lines, common indent removed */
    static List<String> guideBlocks(String source) {
        List<String> out = new ArrayList<>();
        List<String> block = null;
        for (String line : source.split("\n", -1)) {
            String t = line.strip();
            if (t.startsWith("// guide:")) {
                block = new ArrayList<>();
            } else if (t.equals("// end") && block != null) {
                out.add(dedent(block));
                block = null;
            } else if (block != null) {
                block.add(line);
            }
        }
        return out;
    }

    private static String dedent(List<String> lines) {
        while (!lines.isEmpty() && lines.get(0).isBlank()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        int indent = Integer.MAX_VALUE;
        for (String l : lines) {
            if (!l.isBlank()) {
                indent = Math.min(indent, l.length() - l.stripLeading().length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            b.append(l.isBlank() ? "" : l.substring(indent).stripTrailing()).append('\n');
        }
        return b.toString();
    }

    private static void check(String guide, String test, int expected) throws IOException {
        List<String> shown = snippets(Files.readString(MAIN.resolve(guide)));
        List<String> run = guideBlocks(Files.readString(TEST.resolve(test)));
        assertEquals(expected, shown.size(), guide + " snippets");
        for (String s : shown) {
            assertTrue(run.contains(s), () -> guide + ": this snippet is not run by " + test + ":\n" + s);
        }
    }

    @Test
    void shouldRunEveryCodeSnippetOfTheApiUserGuide() throws IOException {
        check("api/package-info.java", "api/UserGuideTest.java", 8);
    }

    @Test
    void shouldRunEveryCodeSnippetOfTheEngineGuide() throws IOException {
        check("spi/package-info.java", "spi/EngineGuideTest.java", 3);
    }
}
