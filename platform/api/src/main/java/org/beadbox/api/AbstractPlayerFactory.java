package org.beadbox.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * The usual body of a {@link PlayerFactory}, for an AI bundle to extend: its facts given once to
 * the constructor, every game supported, and {@link #create} checking the options against the
 * specs ({@link OptionSpec#resolve(String, List, Map)}) before it hands every value, defaults
 * filled in, to {@link #player}. An AI that plays only some games overrides {@link #supports}.
 *
 * <pre>{@code
 * @Component(service = PlayerFactory.class)
 * public final class MyPlayerFactory extends AbstractPlayerFactory {
 *     public MyPlayerFactory() {
 *         super("mine", "My player", "Plays the first legal move.", 1, List.of());
 *     }
 *
 *     @Override
 *     protected Player player(GameInfo game, Map<String, String> values) {
 *         return (state, clock, progress) -> state.legalMoves().get(0);
 *     }
 * }
 * }</pre>
 *
 * @since 1.4
 */
@ConsumerType
public abstract class AbstractPlayerFactory implements PlayerFactory {

    private final String id;
    private final String name;
    private final String description;
    private final int strength;
    private final List<OptionSpec> options;

    /**
     * A factory with these facts (see {@link PlayerFactory} for what each means).
     *
     * @param strength its {@link #strength()}: 0 plays at random, higher is better
     */
    protected AbstractPlayerFactory(String id, String name, String description, int strength, List<OptionSpec> options) {
        this.id = Objects.requireNonNull(id, "id");
        this.name = Objects.requireNonNull(name, "name");
        this.description = Objects.requireNonNull(description, "description");
        this.strength = strength;
        this.options = List.copyOf(options);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<OptionSpec> options() {
        return options;
    }

    /** Every game: most AIs play any game through this API. */
    @Override
    public boolean supports(GameInfo game) {
        return true;
    }

    @Override
    public int strength() {
        return strength;
    }

    /**
     * {@link #player} with {@code options} checked against {@link #options()} and every default
     * filled in.
     *
     * @throws IllegalArgumentException naming an unknown option or a bad value, as {@link
     *     OptionSpec#resolve(String, List, Map)} words it
     */
    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        return player(game, OptionSpec.resolve(id, this.options, options));
    }

    /**
     * A new player for {@code game}.
     *
     * @param values every option of {@link #options()} by key, checked and stripped, the given value or the default
     * @throws IllegalArgumentException for values the specs allow but the player cannot use together
     */
    protected abstract Player player(GameInfo game, Map<String, String> values);
}
