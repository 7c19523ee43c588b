package org.jfio.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * A read-only JSON value read with Jackson's streaming parser: an object (keys in document
 * order), an array, a string, a number, a boolean, null, or missing (what {@link #get} answers
 * for an absent key, so lookups chain without checks). Enough to read a fio/jfio result back; not
 * a general JSON library. Immutable and thread-safe.
 */
public final class JsonNode {
    private static final JsonFactory FACTORY = new JsonFactory();
    public static final JsonNode MISSING = new JsonNode(null, true);
    private static final JsonNode NULL = new JsonNode(null, false);

    private final Object value;
    private final boolean missing;

    private JsonNode(Object value, boolean missing) {
        this.value = value;
        this.missing = missing;
    }

    /**
     * @param text one JSON document, or several objects one after the other (fio's and jfio's
     *             {@code --status-interval} JSON: one document per interval, the last the final one)
     * @return its value (the last document's)
     * @throws IOException when the text is not well-formed JSON: one line, {@code not valid JSON at line L, column C: <the
     *                     parser's reason>}
     */
    public static JsonNode parse(String text) throws IOException {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new IOException("empty document");
            }
            JsonNode n = read(p, t);
            for (t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t != JsonToken.START_OBJECT || !n.isObject()) {
                    throw new IOException("text after the JSON value at line " + p.currentLocation().getLineNr());
                }
                n = read(p, t);
            }
            return n;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // Jackson's message adds its source description on further lines: one line, with where
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            String why = String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse("bad JSON");
            throw new IOException("not valid JSON" + where + ": " + why.replaceFirst("\\s*\\(for root starting at.*$", ""), e);
        }
    }

    private static JsonNode read(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> {
                Map<String, JsonNode> m = new LinkedHashMap<>();
                for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
                    String name = p.currentName();
                    m.put(name, read(p, p.nextToken()));
                }
                return new JsonNode(Collections.unmodifiableMap(m), false);
            }
            case START_ARRAY -> {
                List<JsonNode> l = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    l.add(read(p, e));
                }
                return new JsonNode(Collections.unmodifiableList(l), false);
            }
            case VALUE_STRING -> {
                return new JsonNode(p.getText(), false);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return new JsonNode(p.getDoubleValue(), false);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new JsonNode(t == JsonToken.VALUE_TRUE, false);
            }
            case VALUE_NULL -> {
                return NULL;
            }
            default -> throw new IOException("unexpected " + t + " at line " + p.currentLocation().getLineNr());
        }
    }

    /** @return the member {@code key} of an object; {@link #MISSING} when absent or not an object */
    public JsonNode get(String key) {
        if (value instanceof Map<?, ?> m) {
            Object v = m.get(key);
            return v == null ? MISSING : (JsonNode) v;
        }
        return MISSING;
    }

    /** @return true when this is an absent value */
    public boolean isMissing() {
        return missing;
    }

    /** @return true when this is an object */
    public boolean isObject() {
        return value instanceof Map;
    }

    /** @return true when this is an array */
    public boolean isArray() {
        return value instanceof List;
    }

    /** @return an object's members in document order; empty for anything else */
    @SuppressWarnings("unchecked")
    public Map<String, JsonNode> fields() {
        return value instanceof Map<?, ?> m ? (Map<String, JsonNode>) m : Map.of();
    }

    /** @return an array's elements; empty for anything else */
    @SuppressWarnings("unchecked")
    public List<JsonNode> elements() {
        return value instanceof List<?> l ? (List<JsonNode>) l : List.of();
    }

    /** @return the number, or {@code fallback} when this is not a number */
    public double number(double fallback) {
        return value instanceof Double d ? d : fallback;
    }

    /** @return the string (a number or boolean as written), or {@code fallback} for anything else */
    public String text(String fallback) {
        if (value instanceof String s) {
            return s;
        }
        if (value instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString();
        }
        return value instanceof Boolean b ? b.toString() : fallback;
    }

    /** @return an array of numbers as longs (non-numbers as 0); empty for anything else */
    public long[] longs() {
        List<JsonNode> l = elements();
        long[] out = new long[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.round(l.get(i).number(0));
        }
        return out;
    }
}
