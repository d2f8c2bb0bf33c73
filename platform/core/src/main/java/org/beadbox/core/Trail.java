package org.beadbox.core;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An append-only list shared by the snapshots of a {@link History}: each snapshot is an
 * unmodifiable prefix of it, and appending to the longest prefix writes in place instead of
 * copying, so a game of n moves costs O(n), not O(n²). A prefix that is not the longest (after
 * an undo) is copied before it grows. One thread appends (the match's); readers of a prefix
 * published through a volatile field see its elements, which never change once written.
 */
final class Trail<T> {

    private volatile Object[] items;
    private int size;

    private Trail(Object[] items, int size) {
        this.items = items;
        this.size = size;
    }

    /** A prefix holding {@code list}'s elements (none null). */
    static <T> List<T> of(List<T> list) {
        if (list instanceof Prefix<T> p) {
            return p;
        }
        Object[] items = list.toArray();
        for (Object o : items) {
            if (o == null) {
                throw new NullPointerException("no element may be null");
            }
        }
        return new Trail<T>(Arrays.copyOf(items, Math.max(8, items.length)), items.length).prefix(items.length);
    }

    /** {@code list} with {@code item} appended. */
    static <T> List<T> append(List<T> list, T item) {
        Prefix<T> p = (Prefix<T>) of(list);
        Trail<T> t = p.trail;
        synchronized (t) {
            if (t.size == p.size) {
                Object[] a = t.items;
                if (a.length == t.size) {
                    a = Arrays.copyOf(a, a.length * 2);
                }
                a[t.size++] = item;
                t.items = a;
                return t.prefix(t.size);
            }
        }
        Object[] items = Arrays.copyOf(t.items, Math.max(8, p.size * 2));
        Arrays.fill(items, p.size, items.length, null);
        items[p.size] = item;
        return new Trail<T>(items, p.size + 1).prefix(p.size + 1);
    }

    /** The first {@code n} elements of {@code list} (a prefix of it). */
    static <T> List<T> prefix(List<T> list, int n) {
        Prefix<T> p = (Prefix<T>) of(list);
        if (n < 0 || n > p.size) {
            throw new IndexOutOfBoundsException(n);
        }
        return p.trail.prefix(n);
    }

    private Prefix<T> prefix(int n) {
        return new Prefix<>(this, n);
    }

    /** An unmodifiable view of the first {@code size} elements. */
    private static final class Prefix<T> extends AbstractList<T> implements RandomAccess {

        private final Trail<T> trail;
        private final int size;

        Prefix(Trail<T> trail, int size) {
            this.trail = trail;
            this.size = size;
        }

        @Override
        @SuppressWarnings("unchecked")
        public T get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index);
            }
            return (T) trail.items[index];
        }

        @Override
        public int size() {
            return size;
        }
    }
}
